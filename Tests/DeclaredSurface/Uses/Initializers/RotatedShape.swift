// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7127fca275 RotatedShape.init(shape: Content, angle: Angle, anchor: UnitPoint)
@MainActor func use_7127fca275<Content: Shape>(_ generics: (Content).Type) {
    let _: RotatedShape<Content> = RotatedShape(
        shape: sample() as Content,
        angle: sample() as Angle,
        anchor: sample() as UnitPoint
    )
    let _: RotatedShape<Content> = RotatedShape(shape: sample() as Content, angle: sample() as Angle)
}
