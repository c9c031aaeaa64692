// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue908da780a AnyShapeStyle.init<S>(_: S) where S : ShapeStyle
@MainActor func use_e908da780a<S: ShapeStyle>(_ generics: (S).Type) {
    let _: AnyShapeStyle = AnyShapeStyle(sample() as S)
}
