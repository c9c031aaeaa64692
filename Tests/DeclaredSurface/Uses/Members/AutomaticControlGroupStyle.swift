// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u51c72e4bf6 AutomaticControlGroupStyle.makeBody(configuration: AutomaticControlGroupStyle.Configuration)
@MainActor func use_51c72e4bf6(_ subject: AutomaticControlGroupStyle) {
    _ = subject.makeBody(configuration: sample() as AutomaticControlGroupStyle.Configuration) as any View
}
