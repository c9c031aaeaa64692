// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4c312b5988 Shape.union<T>(_: T, eoFill: Bool) where T : Shape
@MainActor func use_4c312b5988<Self_: Shape, T: Shape>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.union(sample() as T, eoFill: sample() as Bool) as any Shape
    _ = subject.union(sample() as T) as any Shape
}

// ua283ef18c4 Path.union(_: Path, eoFill: Bool)
@MainActor func use_a283ef18c4(_ subject: Path) {
    let _: Path = subject.union(sample() as Path, eoFill: sample() as Bool)
    let _: Path = subject.union(sample() as Path)
}
