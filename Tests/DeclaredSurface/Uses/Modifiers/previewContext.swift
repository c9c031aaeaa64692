// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e41387f04 View.previewContext<C>(_: C) where C : PreviewContext
@MainActor func use_1e41387f04<Self_: View, C: PreviewContext>(_ subject: Self_, _ generics: (Self_, C).Type) {
    _ = subject.previewContext(sample() as C) as any View
}
