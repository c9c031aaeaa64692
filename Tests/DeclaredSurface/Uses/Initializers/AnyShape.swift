// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb66169db4 AnyShape.init<S>(_: S) where S : Shape
@MainActor func use_db66169db4<S: Shape>(_ generics: (S).Type) {
    let _: AnyShape = AnyShape(sample() as S)
}
