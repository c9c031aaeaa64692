// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3cd1f12ce4 RectangleCornerRadii.init(topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat,
//   topTrailing: CGFloat)
@MainActor func use_3cd1f12ce4() {
    let _: RectangleCornerRadii = RectangleCornerRadii(
        topLeading: sample() as CGFloat,
        bottomLeading: sample() as CGFloat,
        bottomTrailing: sample() as CGFloat,
        topTrailing: sample() as CGFloat
    )
    let _: RectangleCornerRadii = RectangleCornerRadii()
}
