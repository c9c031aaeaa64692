// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6844b655d2 AutomaticTableStyle.makeBody(configuration: AutomaticTableStyle.Configuration)
@MainActor func use_6844b655d2(_ subject: AutomaticTableStyle) {
    _ = subject.makeBody(configuration: sample() as AutomaticTableStyle.Configuration) as any View
}
