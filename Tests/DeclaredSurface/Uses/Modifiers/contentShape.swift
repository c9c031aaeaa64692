// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u14e0b350ab View.contentShape<S>(_: ContentShapeKinds, _: S, eoFill: Bool) where S : Shape
@MainActor func use_14e0b350ab<Self_: View, S: Shape>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.contentShape(sample() as ContentShapeKinds, sample() as S, eoFill: sample() as Bool) as any View
    _ = subject.contentShape(sample() as ContentShapeKinds, sample() as S) as any View
}

// ue7e8534583 View.contentShape<S>(_: S, eoFill: Bool) where S : Shape
@MainActor func use_e7e8534583<Self_: View, S: Shape>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.contentShape(sample() as S, eoFill: sample() as Bool) as any View
    _ = subject.contentShape(sample() as S) as any View
}
