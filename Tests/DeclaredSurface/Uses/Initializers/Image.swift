// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0d2424589 Image.init(_: String, bundle: Bundle?)
@MainActor func use_b0d2424589() {
    let _: Image = Image(sample() as String, bundle: sample() as Bundle?)
    let _: Image = Image(sample() as String)
}

// ua1b5cd583f Image.init(_: String, bundle: Bundle?, label: Text)
@MainActor func use_a1b5cd583f() {
    let _: Image = Image(sample() as String, bundle: sample() as Bundle?, label: sample() as Text)
    let _: Image = Image(sample() as String, label: sample() as Text)
}

// ufb29786a1a Image.init(decorative: String, bundle: Bundle?)
@MainActor func use_fb29786a1a() {
    let _: Image = Image(decorative: sample() as String, bundle: sample() as Bundle?)
    let _: Image = Image(decorative: sample() as String)
}

// u1ec1070b39 Image.init(systemName: String)
@MainActor func use_1ec1070b39() {
    let _: Image = Image(systemName: sample() as String)
}

// u7a1b8df6d4 Image.init(systemName: String, variableValue: Double?)
@MainActor func use_7a1b8df6d4() {
    let _: Image = Image(systemName: sample() as String, variableValue: sample() as Double?)
}

// u26166577a5 Image.init(_: String, variableValue: Double?, bundle: Bundle?)
@MainActor func use_26166577a5() {
    let _: Image = Image(sample() as String, variableValue: sample() as Double?, bundle: sample() as Bundle?)
    let _: Image = Image(sample() as String, variableValue: sample() as Double?)
}

// u473cfdf7e9 Image.init(_: String, variableValue: Double?, bundle: Bundle?, label: Text)
@MainActor func use_473cfdf7e9() {
    let _: Image = Image(
        sample() as String,
        variableValue: sample() as Double?,
        bundle: sample() as Bundle?,
        label: sample() as Text
    )
    let _: Image = Image(sample() as String, variableValue: sample() as Double?, label: sample() as Text)
}

// ub379e1d76e Image.init(decorative: String, variableValue: Double?, bundle: Bundle?)
@MainActor func use_b379e1d76e() {
    let _: Image = Image(
        decorative: sample() as String,
        variableValue: sample() as Double?,
        bundle: sample() as Bundle?
    )
    let _: Image = Image(decorative: sample() as String, variableValue: sample() as Double?)
}

// ue95934c4d8 Image.init(_: ImageResource)
@MainActor func use_e95934c4d8() {
    let _: Image = Image(sample() as ImageResource)
}

// u142edb6313 Image.Orientation.init?(rawValue: UInt8)
@MainActor func use_142edb6313() {
    let _: Image.Orientation? = Image.Orientation(rawValue: sample() as UInt8)
}

// u9344e489f6 Image.init(_: CGImage, scale: CGFloat, orientation: Image.Orientation, label: Text)
@MainActor func use_9344e489f6() {
    let _: Image = Image(
        sample() as CGImage,
        scale: sample() as CGFloat,
        orientation: sample() as Image.Orientation,
        label: sample() as Text
    )
    let _: Image = Image(sample() as CGImage, scale: sample() as CGFloat, label: sample() as Text)
}

// ua1c785bfa9 Image.init(decorative: CGImage, scale: CGFloat, orientation: Image.Orientation)
@MainActor func use_a1c785bfa9() {
    let _: Image = Image(
        decorative: sample() as CGImage,
        scale: sample() as CGFloat,
        orientation: sample() as Image.Orientation
    )
    let _: Image = Image(decorative: sample() as CGImage, scale: sample() as CGFloat)
}

// u9e44fb2389 Image.init(uiImage: UIImage)
@MainActor func use_9e44fb2389() {
    let _: Image = Image(uiImage: sample() as UIImage)
}

// u93f78f89aa Image.init(size: CGSize, label: Text?, opaque: Bool, colorMode: ColorRenderingMode, renderer: (inout
//   GraphicsContext) -> Void)
@MainActor func use_93f78f89aa() {
    let _: Image = Image(
        size: sample() as CGSize,
        label: sample() as Text?,
        opaque: sample() as Bool,
        colorMode: sample() as ColorRenderingMode,
        renderer: sample() as (inout GraphicsContext) -> Void
    )
    let _: Image = Image(size: sample() as CGSize, renderer: sample() as (inout GraphicsContext) -> Void)
}
