// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7711c154dd Path.init()
@MainActor func use_7711c154dd() {
    let _: Path = Path()
}

// u3691d33a75 Path.init(_: CGPath)
@MainActor func use_3691d33a75() {
    let _: Path = Path(sample() as CGPath)
}

// uad63da142a Path.init(_: CGMutablePath)
@MainActor func use_ad63da142a() {
    let _: Path = Path(sample() as CGMutablePath)
}

// u331bb9e8e4 Path.init(_: CGRect)
@MainActor func use_331bb9e8e4() {
    let _: Path = Path(sample() as CGRect)
}

// u496ac2b01c Path.init(roundedRect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
@MainActor func use_496ac2b01c() {
    let _: Path = Path(
        roundedRect: sample() as CGRect,
        cornerSize: sample() as CGSize,
        style: sample() as RoundedCornerStyle
    )
    let _: Path = Path(roundedRect: sample() as CGRect, cornerSize: sample() as CGSize)
}

// u61182d8f7a Path.init(roundedRect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle)
@MainActor func use_61182d8f7a() {
    let _: Path = Path(
        roundedRect: sample() as CGRect,
        cornerRadius: sample() as CGFloat,
        style: sample() as RoundedCornerStyle
    )
    let _: Path = Path(roundedRect: sample() as CGRect, cornerRadius: sample() as CGFloat)
}

// ub5ad9bb551 Path.init(roundedRect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle)
@MainActor func use_b5ad9bb551() {
    let _: Path = Path(
        roundedRect: sample() as CGRect,
        cornerRadii: sample() as RectangleCornerRadii,
        style: sample() as RoundedCornerStyle
    )
    let _: Path = Path(roundedRect: sample() as CGRect, cornerRadii: sample() as RectangleCornerRadii)
}

// u824d05741d Path.init(ellipseIn: CGRect)
@MainActor func use_824d05741d() {
    let _: Path = Path(ellipseIn: sample() as CGRect)
}

// uf017e5b0ce Path.init(_: (inout Path) -> ())
@MainActor func use_f017e5b0ce() {
    let _: Path = Path(sample() as (inout Path) -> Void)
}

// u9701d4f31e Path.init?(_: String)
@MainActor func use_9701d4f31e() {
    let _: Path? = Path(sample() as String)
}
