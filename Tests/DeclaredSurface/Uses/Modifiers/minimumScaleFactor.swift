// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca1c3903db View.minimumScaleFactor(_: CGFloat)
@MainActor func use_ca1c3903db<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.minimumScaleFactor(sample() as CGFloat) as any View
}
