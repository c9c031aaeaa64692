// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4b99079c2e Shape.lineSubtraction<T>(_: T, eoFill: Bool) where T : Shape
@MainActor func use_4b99079c2e<Self_: Shape, T: Shape>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.lineSubtraction(sample() as T, eoFill: sample() as Bool) as any Shape
    _ = subject.lineSubtraction(sample() as T) as any Shape
}

// u5061ce7d68 Path.lineSubtraction(_: Path, eoFill: Bool)
@MainActor func use_5061ce7d68(_ subject: Path) {
    let _: Path = subject.lineSubtraction(sample() as Path, eoFill: sample() as Bool)
    let _: Path = subject.lineSubtraction(sample() as Path)
}
