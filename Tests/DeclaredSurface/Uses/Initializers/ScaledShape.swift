// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8a66e286c6 ScaledShape.init(shape: Content, scale: CGSize, anchor: UnitPoint)
@MainActor func use_8a66e286c6<Content: Shape>(_ generics: (Content).Type) {
    let _: ScaledShape<Content> = ScaledShape(
        shape: sample() as Content,
        scale: sample() as CGSize,
        anchor: sample() as UnitPoint
    )
    let _: ScaledShape<Content> = ScaledShape(shape: sample() as Content, scale: sample() as CGSize)
}
