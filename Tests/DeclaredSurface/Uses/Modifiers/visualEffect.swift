// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufcce5c302e View.visualEffect(_: (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
@MainActor func use_fcce5c302e<Self_: View, Opaque1: VisualEffect>(
    _ subject: Self_,
    _ generics: (Self_, Opaque1).Type
) {
    _ = subject.visualEffect(sample() as @Sendable (EmptyVisualEffect, GeometryProxy) -> Opaque1) as any View
}
