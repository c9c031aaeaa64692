// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4b1de9587b View.autocorrectionDisabled(_: Bool)
@MainActor func use_4b1de9587b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.autocorrectionDisabled(sample() as Bool) as any View
    _ = subject.autocorrectionDisabled() as any View
}
