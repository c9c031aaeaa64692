// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud8f370177f View.projectionEffect(_: ProjectionTransform)
@MainActor func use_d8f370177f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.projectionEffect(sample() as ProjectionTransform) as any View
}
