// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u76aa2e89ed Shape.subtracting<T>(_: T, eoFill: Bool) where T : Shape
@MainActor func use_76aa2e89ed<Self_: Shape, T: Shape>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.subtracting(sample() as T, eoFill: sample() as Bool) as any Shape
    _ = subject.subtracting(sample() as T) as any Shape
}

// u0611959313 Path.subtracting(_: Path, eoFill: Bool)
@MainActor func use_0611959313(_ subject: Path) {
    let _: Path = subject.subtracting(sample() as Path, eoFill: sample() as Bool)
    let _: Path = subject.subtracting(sample() as Path)
}
