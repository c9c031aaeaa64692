// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf778f36d5e View.lineSpacing(_: CGFloat)
@MainActor func use_f778f36d5e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.lineSpacing(sample() as CGFloat) as any View
}
