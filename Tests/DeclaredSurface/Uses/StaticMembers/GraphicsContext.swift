// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0a781b4133 static GraphicsContext.BlendMode.normal
@MainActor func use_0a781b4133() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.normal
}

// ua7f3b467af static GraphicsContext.BlendMode.multiply
@MainActor func use_a7f3b467af() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.multiply
}

// ubccd445169 static GraphicsContext.BlendMode.screen
@MainActor func use_bccd445169() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.screen
}

// u3d5290db65 static GraphicsContext.BlendMode.overlay
@MainActor func use_3d5290db65() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.overlay
}

// u5630c81d2e static GraphicsContext.BlendMode.darken
@MainActor func use_5630c81d2e() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.darken
}

// u66c714f3ef static GraphicsContext.BlendMode.lighten
@MainActor func use_66c714f3ef() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.lighten
}

// u1de72f0e05 static GraphicsContext.BlendMode.colorDodge
@MainActor func use_1de72f0e05() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.colorDodge
}

// u089613fcd7 static GraphicsContext.BlendMode.colorBurn
@MainActor func use_089613fcd7() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.colorBurn
}

// u62ec51816d static GraphicsContext.BlendMode.softLight
@MainActor func use_62ec51816d() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.softLight
}

// u5ec589dd2b static GraphicsContext.BlendMode.hardLight
@MainActor func use_5ec589dd2b() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.hardLight
}

// ueb958a951e static GraphicsContext.BlendMode.difference
@MainActor func use_eb958a951e() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.difference
}

// uf70138f9ac static GraphicsContext.BlendMode.exclusion
@MainActor func use_f70138f9ac() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.exclusion
}

// ud08a72fe9f static GraphicsContext.BlendMode.hue
@MainActor func use_d08a72fe9f() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.hue
}

// ub21cb5f295 static GraphicsContext.BlendMode.saturation
@MainActor func use_b21cb5f295() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.saturation
}

// u5be10670a1 static GraphicsContext.BlendMode.color
@MainActor func use_5be10670a1() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.color
}

// uf36f40bb41 static GraphicsContext.BlendMode.luminosity
@MainActor func use_f36f40bb41() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.luminosity
}

// u5faff31c88 static GraphicsContext.BlendMode.clear
@MainActor func use_5faff31c88() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.clear
}

// u4dbf0215e5 static GraphicsContext.BlendMode.copy
@MainActor func use_4dbf0215e5() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.copy
}

// uc072289bb0 static GraphicsContext.BlendMode.sourceIn
@MainActor func use_c072289bb0() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.sourceIn
}

// u54905fe22b static GraphicsContext.BlendMode.sourceOut
@MainActor func use_54905fe22b() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.sourceOut
}

// u8804e2d1bb static GraphicsContext.BlendMode.sourceAtop
@MainActor func use_8804e2d1bb() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.sourceAtop
}

// u084e8670ab static GraphicsContext.BlendMode.destinationOver
@MainActor func use_084e8670ab() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.destinationOver
}

// u45dd3dd97b static GraphicsContext.BlendMode.destinationIn
@MainActor func use_45dd3dd97b() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.destinationIn
}

// u4d333a1805 static GraphicsContext.BlendMode.destinationOut
@MainActor func use_4d333a1805() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.destinationOut
}

// ua6641ede52 static GraphicsContext.BlendMode.destinationAtop
@MainActor func use_a6641ede52() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.destinationAtop
}

// uea4c21eaca static GraphicsContext.BlendMode.xor
@MainActor func use_ea4c21eaca() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.xor
}

// uee457d0139 static GraphicsContext.BlendMode.plusDarker
@MainActor func use_ee457d0139() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.plusDarker
}

// u4769781129 static GraphicsContext.BlendMode.plusLighter
@MainActor func use_4769781129() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode.plusLighter
}

// u5319352ece static GraphicsContext.ClipOptions.inverse
@MainActor func use_5319352ece() {
    let _: GraphicsContext.ClipOptions = GraphicsContext.ClipOptions.inverse
}

// u9da05c2d37 static GraphicsContext.Filter.projectionTransform(_: ProjectionTransform)
@MainActor func use_9da05c2d37() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.projectionTransform(sample() as ProjectionTransform)
}

// ub47a9487f2 static GraphicsContext.Filter.shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode:
//   GraphicsContext.BlendMode, options: GraphicsContext.ShadowOptions)
@MainActor func use_b47a9487f2() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.shadow(
        color: sample() as Color,
        radius: sample() as CGFloat,
        x: sample() as CGFloat,
        y: sample() as CGFloat,
        blendMode: sample() as GraphicsContext.BlendMode,
        options: sample() as GraphicsContext.ShadowOptions
    )
    let _: GraphicsContext.Filter = GraphicsContext.Filter.shadow(radius: sample() as CGFloat)
}

// u654e09d6ca static GraphicsContext.Filter.colorMultiply(_: Color)
@MainActor func use_654e09d6ca() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.colorMultiply(sample() as Color)
}

// ud77c0b6912 static GraphicsContext.Filter.colorMatrix(_: ColorMatrix)
@MainActor func use_d77c0b6912() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.colorMatrix(sample() as ColorMatrix)
}

// u60091117d2 static GraphicsContext.Filter.hueRotation(_: Angle)
@MainActor func use_60091117d2() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.hueRotation(sample() as Angle)
}

// ueaa0e61a6b static GraphicsContext.Filter.saturation(_: Double)
@MainActor func use_eaa0e61a6b() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.saturation(sample() as Double)
}

// ub63aba6e76 static GraphicsContext.Filter.brightness(_: Double)
@MainActor func use_b63aba6e76() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.brightness(sample() as Double)
}

// u22ebf96ab7 static GraphicsContext.Filter.contrast(_: Double)
@MainActor func use_22ebf96ab7() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.contrast(sample() as Double)
}

// u6a5aacad6a static GraphicsContext.Filter.colorInvert(_: Double)
@MainActor func use_6a5aacad6a() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.colorInvert(sample() as Double)
    let _: GraphicsContext.Filter = GraphicsContext.Filter.colorInvert()
}

// u04aa61c0dd static GraphicsContext.Filter.grayscale(_: Double)
@MainActor func use_04aa61c0dd() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.grayscale(sample() as Double)
}

// ud3d59ad624 static GraphicsContext.Filter.luminanceToAlpha
@MainActor func use_d3d59ad624() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.luminanceToAlpha
}

// u4b054e499a static GraphicsContext.Filter.blur(radius: CGFloat, options: GraphicsContext.BlurOptions)
@MainActor func use_4b054e499a() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.blur(
        radius: sample() as CGFloat,
        options: sample() as GraphicsContext.BlurOptions
    )
    let _: GraphicsContext.Filter = GraphicsContext.Filter.blur(radius: sample() as CGFloat)
}

// ubd26046cb6 static GraphicsContext.Filter.alphaThreshold(min: Double, max: Double, color: Color)
@MainActor func use_bd26046cb6() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.alphaThreshold(
        min: sample() as Double,
        max: sample() as Double,
        color: sample() as Color
    )
    let _: GraphicsContext.Filter = GraphicsContext.Filter.alphaThreshold(min: sample() as Double)
}

// u82cc9aa60f static GraphicsContext.Filter.colorShader(_: Shader)
@MainActor func use_82cc9aa60f() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.colorShader(sample() as Shader)
}

// u84ab3286cd static GraphicsContext.Filter.distortionShader(_: Shader, maxSampleOffset: CGSize)
@MainActor func use_84ab3286cd() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.distortionShader(
        sample() as Shader,
        maxSampleOffset: sample() as CGSize
    )
}

// ufd1399c59d static GraphicsContext.Filter.layerShader(_: Shader, maxSampleOffset: CGSize)
@MainActor func use_fd1399c59d() {
    let _: GraphicsContext.Filter = GraphicsContext.Filter.layerShader(
        sample() as Shader,
        maxSampleOffset: sample() as CGSize
    )
}

// u8fbe461615 static GraphicsContext.ShadowOptions.shadowAbove
@MainActor func use_8fbe461615() {
    let _: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions.shadowAbove
}

// ua11b3774bd static GraphicsContext.ShadowOptions.shadowOnly
@MainActor func use_a11b3774bd() {
    let _: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions.shadowOnly
}

// u78eade74b4 static GraphicsContext.ShadowOptions.invertsAlpha
@MainActor func use_78eade74b4() {
    let _: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions.invertsAlpha
}

// u7b3e37cbd9 static GraphicsContext.ShadowOptions.disablesGroup
@MainActor func use_7b3e37cbd9() {
    let _: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions.disablesGroup
}

// u7f2fc39182 static GraphicsContext.BlurOptions.opaque
@MainActor func use_7f2fc39182() {
    let _: GraphicsContext.BlurOptions = GraphicsContext.BlurOptions.opaque
}

// uc184f4acf0 static GraphicsContext.BlurOptions.dithersResult
@MainActor func use_c184f4acf0() {
    let _: GraphicsContext.BlurOptions = GraphicsContext.BlurOptions.dithersResult
}

// uac0e6105ab static GraphicsContext.FilterOptions.linearColor
@MainActor func use_ac0e6105ab() {
    let _: GraphicsContext.FilterOptions = GraphicsContext.FilterOptions.linearColor
}

// ue8bff9af3a static GraphicsContext.Shading.backdrop
@MainActor func use_e8bff9af3a() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.backdrop
}

// ufe75293fc8 static GraphicsContext.Shading.foreground
@MainActor func use_fe75293fc8() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.foreground
}

// u0eae7312fd static GraphicsContext.Shading.palette(_: [GraphicsContext.Shading])
@MainActor func use_0eae7312fd() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.palette(sample() as [GraphicsContext.Shading])
}

// uc34321ca6f static GraphicsContext.Shading.color(_: Color)
@MainActor func use_c34321ca6f() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.color(sample() as Color)
}

// uf5745701b5 static GraphicsContext.Shading.color(_: Color.RGBColorSpace, red: Double, green: Double, blue: Double,
//   opacity: Double)
@MainActor func use_f5745701b5() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.color(
        sample() as Color.RGBColorSpace,
        red: sample() as Double,
        green: sample() as Double,
        blue: sample() as Double,
        opacity: sample() as Double
    )
    let _: GraphicsContext.Shading = GraphicsContext.Shading.color(
        red: sample() as Double,
        green: sample() as Double,
        blue: sample() as Double
    )
}

// u7a6e2b049f static GraphicsContext.Shading.color(_: Color.RGBColorSpace, white: Double, opacity: Double)
@MainActor func use_7a6e2b049f() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.color(
        sample() as Color.RGBColorSpace,
        white: sample() as Double,
        opacity: sample() as Double
    )
    let _: GraphicsContext.Shading = GraphicsContext.Shading.color(white: sample() as Double)
}

// uce17af94ed static GraphicsContext.Shading.shader(_: Shader, bounds: CGRect)
@MainActor func use_ce17af94ed() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.shader(sample() as Shader, bounds: sample() as CGRect)
    let _: GraphicsContext.Shading = GraphicsContext.Shading.shader(sample() as Shader)
}

// u4081066b89 static GraphicsContext.Shading.style<S>(_: S) where S : ShapeStyle
@MainActor func use_4081066b89<S: ShapeStyle>(_ generics: (S).Type) {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.style(sample() as S)
}

// udb91439ec7 static GraphicsContext.Shading.linearGradient(_: Gradient, startPoint: CGPoint, endPoint: CGPoint,
//   options: GraphicsContext.GradientOptions)
@MainActor func use_db91439ec7() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.linearGradient(
        sample() as Gradient,
        startPoint: sample() as CGPoint,
        endPoint: sample() as CGPoint,
        options: sample() as GraphicsContext.GradientOptions
    )
    let _: GraphicsContext.Shading = GraphicsContext.Shading.linearGradient(
        sample() as Gradient,
        startPoint: sample() as CGPoint,
        endPoint: sample() as CGPoint
    )
}

// u5c1a12e10b static GraphicsContext.Shading.radialGradient(_: Gradient, center: CGPoint, startRadius: CGFloat,
//   endRadius: CGFloat, options: GraphicsContext.GradientOptions)
@MainActor func use_5c1a12e10b() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.radialGradient(
        sample() as Gradient,
        center: sample() as CGPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat,
        options: sample() as GraphicsContext.GradientOptions
    )
    let _: GraphicsContext.Shading = GraphicsContext.Shading.radialGradient(
        sample() as Gradient,
        center: sample() as CGPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    )
}

// u9cf45dc773 static GraphicsContext.Shading.conicGradient(_: Gradient, center: CGPoint, angle: Angle, options:
//   GraphicsContext.GradientOptions)
@MainActor func use_9cf45dc773() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.conicGradient(
        sample() as Gradient,
        center: sample() as CGPoint,
        angle: sample() as Angle,
        options: sample() as GraphicsContext.GradientOptions
    )
    let _: GraphicsContext.Shading = GraphicsContext.Shading.conicGradient(
        sample() as Gradient,
        center: sample() as CGPoint
    )
}

// u8dff3058f6 static GraphicsContext.Shading.tiledImage(_: Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
@MainActor func use_8dff3058f6() {
    let _: GraphicsContext.Shading = GraphicsContext.Shading.tiledImage(
        sample() as Image,
        origin: sample() as CGPoint,
        sourceRect: sample() as CGRect,
        scale: sample() as CGFloat
    )
    let _: GraphicsContext.Shading = GraphicsContext.Shading.tiledImage(sample() as Image)
}

// u6a42e495ec static GraphicsContext.GradientOptions.`repeat`
@MainActor func use_6a42e495ec() {
    let _: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions.`repeat`
}

// ube69b3835c static GraphicsContext.GradientOptions.mirror
@MainActor func use_be69b3835c() {
    let _: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions.mirror
}

// u77eecdd171 static GraphicsContext.GradientOptions.linearColor
@MainActor func use_77eecdd171() {
    let _: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions.linearColor
}
