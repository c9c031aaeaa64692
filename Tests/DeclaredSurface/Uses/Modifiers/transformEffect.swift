// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u96dd00c19a View.transformEffect(_: CGAffineTransform)
@MainActor func use_96dd00c19a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.transformEffect(sample() as CGAffineTransform) as any View
}
