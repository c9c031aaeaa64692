// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5f97beeecc Shape.intersection<T>(_: T, eoFill: Bool) where T : Shape
@MainActor func use_5f97beeecc<Self_: Shape, T: Shape>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.intersection(sample() as T, eoFill: sample() as Bool) as any Shape
    _ = subject.intersection(sample() as T) as any Shape
}

// u563d52d969 Path.intersection(_: Path, eoFill: Bool)
@MainActor func use_563d52d969(_ subject: Path) {
    let _: Path = subject.intersection(sample() as Path, eoFill: sample() as Bool)
    let _: Path = subject.intersection(sample() as Path)
}
