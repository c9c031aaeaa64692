// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u16f3ad5ba7 Shape.symmetricDifference<T>(_: T, eoFill: Bool) where T : Shape
@MainActor func use_16f3ad5ba7<Self_: Shape, T: Shape>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.symmetricDifference(sample() as T, eoFill: sample() as Bool) as any Shape
    _ = subject.symmetricDifference(sample() as T) as any Shape
}

// u76f1010678 Path.symmetricDifference(_: Path, eoFill: Bool)
@MainActor func use_76f1010678(_ subject: Path) {
    let _: Path = subject.symmetricDifference(sample() as Path, eoFill: sample() as Bool)
    let _: Path = subject.symmetricDifference(sample() as Path)
}
