// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1c84910a08 ButtonToggleStyle.makeBody(configuration: ButtonToggleStyle.Configuration)
@MainActor func use_1c84910a08(_ subject: ButtonToggleStyle) {
    _ = subject.makeBody(configuration: sample() as ButtonToggleStyle.Configuration) as any View
}
