// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4d727cad8a UnevenRoundedRectangle.init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle)
@MainActor func use_4d727cad8a() {
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle(
        cornerRadii: sample() as RectangleCornerRadii,
        style: sample() as RoundedCornerStyle
    )
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle(cornerRadii: sample() as RectangleCornerRadii)
}

// ubd4d9cfecc UnevenRoundedRectangle.init(topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat,
//   bottomTrailingRadius: CGFloat, topTrailingRadius: CGFloat, style: RoundedCornerStyle)
@MainActor func use_bd4d9cfecc() {
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle(
        topLeadingRadius: sample() as CGFloat,
        bottomLeadingRadius: sample() as CGFloat,
        bottomTrailingRadius: sample() as CGFloat,
        topTrailingRadius: sample() as CGFloat,
        style: sample() as RoundedCornerStyle
    )
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle()
}
