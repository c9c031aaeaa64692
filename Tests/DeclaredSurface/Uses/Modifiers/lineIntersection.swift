// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud3ee14e533 Shape.lineIntersection<T>(_: T, eoFill: Bool) where T : Shape
@MainActor func use_d3ee14e533<Self_: Shape, T: Shape>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.lineIntersection(sample() as T, eoFill: sample() as Bool) as any Shape
    _ = subject.lineIntersection(sample() as T) as any Shape
}

// u19fa2eddae Path.lineIntersection(_: Path, eoFill: Bool)
@MainActor func use_19fa2eddae(_ subject: Path) {
    let _: Path = subject.lineIntersection(sample() as Path, eoFill: sample() as Bool)
    let _: Path = subject.lineIntersection(sample() as Path)
}
