// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca23144312 static ShapeStyle.image(_: Image, sourceRect: CGRect, scale: CGFloat) where Self == ImagePaint
@MainActor func use_ca23144312() {
    let _: ImagePaint = ImagePaint.image(sample() as Image, sourceRect: sample() as CGRect, scale: sample() as CGFloat)
    let _: ImagePaint = ImagePaint.image(sample() as Image)
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.image(sample() as Image, sourceRect: sample() as CGRect, scale: sample() as CGFloat))
}

// ufd8d475253 static ShapeStyle.separator where Self == SeparatorShapeStyle
@MainActor func use_fd8d475253() {
    let _: SeparatorShapeStyle = SeparatorShapeStyle.separator
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.separator)
}

// uca5ecdb337 static ShapeStyle.link where Self == LinkShapeStyle
@MainActor func use_ca5ecdb337() {
    let _: LinkShapeStyle = LinkShapeStyle.link
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.link)
}

// uec386f4f2e static ShapeStyle.opacity(_: Double) where Self == AnyShapeStyle
@MainActor func use_ec386f4f2e() {
    _ = AnyShapeStyle.opacity(sample() as Double) as any ShapeStyle
}

// u567d01d222 static ShapeStyle.primary where Self == HierarchicalShapeStyle
@MainActor func use_567d01d222() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.primary
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.primary)
}

// ucd13a11f5a static ShapeStyle.secondary where Self == HierarchicalShapeStyle
@MainActor func use_cd13a11f5a() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.secondary
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.secondary)
}

// ud1cec1b06a static ShapeStyle.tertiary where Self == HierarchicalShapeStyle
@MainActor func use_d1cec1b06a() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.tertiary
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.tertiary)
}

// u475feb6165 static ShapeStyle.quaternary where Self == HierarchicalShapeStyle
@MainActor func use_475feb6165() {
    let _: HierarchicalShapeStyle = HierarchicalShapeStyle.quaternary
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.quaternary)
}

// uc9c2e9c7e9 static ShapeStyle.red where Self == Color
@MainActor func use_c9c2e9c7e9() {
    let _: Color = Color.red
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.red)
}

// ub57a17c6cf static ShapeStyle.orange where Self == Color
@MainActor func use_b57a17c6cf() {
    let _: Color = Color.orange
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.orange)
}

// u0e37b6ad4f static ShapeStyle.yellow where Self == Color
@MainActor func use_0e37b6ad4f() {
    let _: Color = Color.yellow
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.yellow)
}

// uc9b64fe310 static ShapeStyle.green where Self == Color
@MainActor func use_c9b64fe310() {
    let _: Color = Color.green
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.green)
}

// u50c305d27e static ShapeStyle.mint where Self == Color
@MainActor func use_50c305d27e() {
    let _: Color = Color.mint
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.mint)
}

// u9af140d58e static ShapeStyle.teal where Self == Color
@MainActor func use_9af140d58e() {
    let _: Color = Color.teal
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.teal)
}

// u177b3e60cf static ShapeStyle.cyan where Self == Color
@MainActor func use_177b3e60cf() {
    let _: Color = Color.cyan
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.cyan)
}

// ue2470aeec1 static ShapeStyle.blue where Self == Color
@MainActor func use_e2470aeec1() {
    let _: Color = Color.blue
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.blue)
}

// u50cc6f7d03 static ShapeStyle.indigo where Self == Color
@MainActor func use_50cc6f7d03() {
    let _: Color = Color.indigo
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.indigo)
}

// ubd782bc78f static ShapeStyle.purple where Self == Color
@MainActor func use_bd782bc78f() {
    let _: Color = Color.purple
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.purple)
}

// u5214d8c940 static ShapeStyle.pink where Self == Color
@MainActor func use_5214d8c940() {
    let _: Color = Color.pink
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.pink)
}

// u24dae7cbc5 static ShapeStyle.brown where Self == Color
@MainActor func use_24dae7cbc5() {
    let _: Color = Color.brown
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.brown)
}

// u2040c5816b static ShapeStyle.white where Self == Color
@MainActor func use_2040c5816b() {
    let _: Color = Color.white
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.white)
}

// ud9dd38b1f5 static ShapeStyle.gray where Self == Color
@MainActor func use_d9dd38b1f5() {
    let _: Color = Color.gray
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.gray)
}

// ucbaaa8471c static ShapeStyle.black where Self == Color
@MainActor func use_cbaaa8471c() {
    let _: Color = Color.black
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.black)
}

// u8b11bf88f5 static ShapeStyle.clear where Self == Color
@MainActor func use_8b11bf88f5() {
    let _: Color = Color.clear
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.clear)
}

// u4cbf3f7288 static ShapeStyle.blendMode(_: BlendMode) where Self == AnyShapeStyle
@MainActor func use_4cbf3f7288() {
    _ = AnyShapeStyle.blendMode(sample() as BlendMode) as any ShapeStyle
}

// ub326f2b062 static ShapeStyle.shadow(_: ShadowStyle) where Self == AnyShapeStyle
@MainActor func use_b326f2b062() {
    _ = AnyShapeStyle.shadow(sample() as ShadowStyle) as any ShapeStyle
}

// u8040664a9a static ShapeStyle.linearGradient(_: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) where Self ==
//   LinearGradient
@MainActor func use_8040664a9a() {
    let _: LinearGradient = LinearGradient.linearGradient(
        sample() as Gradient,
        startPoint: sample() as UnitPoint,
        endPoint: sample() as UnitPoint
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.linearGradient(sample() as Gradient, startPoint: sample() as UnitPoint, endPoint: sample() as UnitPoint))
}

// ue76ededec1 static ShapeStyle.linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) where Self
//   == LinearGradient
@MainActor func use_e76ededec1() {
    let _: LinearGradient = LinearGradient.linearGradient(
        colors: sample() as [Color],
        startPoint: sample() as UnitPoint,
        endPoint: sample() as UnitPoint
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .linearGradient(colors: sample() as [Color], startPoint: sample() as UnitPoint, endPoint: sample() as UnitPoint)
    )
}

// u292fd30e66 static ShapeStyle.linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
//   where Self == LinearGradient
@MainActor func use_292fd30e66() {
    let _: LinearGradient = LinearGradient.linearGradient(
        stops: sample() as [Gradient.Stop],
        startPoint: sample() as UnitPoint,
        endPoint: sample() as UnitPoint
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .linearGradient(
            stops: sample() as [Gradient.Stop],
            startPoint: sample() as UnitPoint,
            endPoint: sample() as UnitPoint
        )
    )
}

// ua8303e4923 static ShapeStyle.radialGradient(_: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius:
//   CGFloat) where Self == RadialGradient
@MainActor func use_a8303e4923() {
    let _: RadialGradient = RadialGradient.radialGradient(
        sample() as Gradient,
        center: sample() as UnitPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .radialGradient(
            sample() as Gradient,
            center: sample() as UnitPoint,
            startRadius: sample() as CGFloat,
            endRadius: sample() as CGFloat
        )
    )
}

// ub342be95a3 static ShapeStyle.radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius:
//   CGFloat) where Self == RadialGradient
@MainActor func use_b342be95a3() {
    let _: RadialGradient = RadialGradient.radialGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .radialGradient(
            colors: sample() as [Color],
            center: sample() as UnitPoint,
            startRadius: sample() as CGFloat,
            endRadius: sample() as CGFloat
        )
    )
}

// u26d0837fca static ShapeStyle.radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
//   endRadius: CGFloat) where Self == RadialGradient
@MainActor func use_26d0837fca() {
    let _: RadialGradient = RadialGradient.radialGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .radialGradient(
            stops: sample() as [Gradient.Stop],
            center: sample() as UnitPoint,
            startRadius: sample() as CGFloat,
            endRadius: sample() as CGFloat
        )
    )
}

// u0af5325322 static ShapeStyle.ellipticalGradient(_: Gradient, center: UnitPoint, startRadiusFraction: CGFloat,
//   endRadiusFraction: CGFloat) where Self == EllipticalGradient
@MainActor func use_0af5325322() {
    let _: EllipticalGradient = EllipticalGradient.ellipticalGradient(
        sample() as Gradient,
        center: sample() as UnitPoint,
        startRadiusFraction: sample() as CGFloat,
        endRadiusFraction: sample() as CGFloat
    )
    let _: EllipticalGradient = EllipticalGradient.ellipticalGradient(sample() as Gradient)
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .ellipticalGradient(
            sample() as Gradient,
            center: sample() as UnitPoint,
            startRadiusFraction: sample() as CGFloat,
            endRadiusFraction: sample() as CGFloat
        )
    )
}

// u1ff62cb23b static ShapeStyle.ellipticalGradient(colors: [Color], center: UnitPoint, startRadiusFraction: CGFloat,
//   endRadiusFraction: CGFloat) where Self == EllipticalGradient
@MainActor func use_1ff62cb23b() {
    let _: EllipticalGradient = EllipticalGradient.ellipticalGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        startRadiusFraction: sample() as CGFloat,
        endRadiusFraction: sample() as CGFloat
    )
    let _: EllipticalGradient = EllipticalGradient.ellipticalGradient(colors: sample() as [Color])
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .ellipticalGradient(
            colors: sample() as [Color],
            center: sample() as UnitPoint,
            startRadiusFraction: sample() as CGFloat,
            endRadiusFraction: sample() as CGFloat
        )
    )
}

// u462bc40242 static ShapeStyle.ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint, startRadiusFraction:
//   CGFloat, endRadiusFraction: CGFloat) where Self == EllipticalGradient
@MainActor func use_462bc40242() {
    let _: EllipticalGradient = EllipticalGradient.ellipticalGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        startRadiusFraction: sample() as CGFloat,
        endRadiusFraction: sample() as CGFloat
    )
    let _: EllipticalGradient = EllipticalGradient.ellipticalGradient(stops: sample() as [Gradient.Stop])
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .ellipticalGradient(
            stops: sample() as [Gradient.Stop],
            center: sample() as UnitPoint,
            startRadiusFraction: sample() as CGFloat,
            endRadiusFraction: sample() as CGFloat
        )
    )
}

// u3c119a3f61 static ShapeStyle.angularGradient(_: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
//   where Self == AngularGradient
@MainActor func use_3c119a3f61() {
    let _: AngularGradient = AngularGradient.angularGradient(
        sample() as Gradient,
        center: sample() as UnitPoint,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .angularGradient(
            sample() as Gradient,
            center: sample() as UnitPoint,
            startAngle: sample() as Angle,
            endAngle: sample() as Angle
        )
    )
}

// u0e01d0bca4 static ShapeStyle.angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
//   where Self == AngularGradient
@MainActor func use_0e01d0bca4() {
    let _: AngularGradient = AngularGradient.angularGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .angularGradient(
            colors: sample() as [Color],
            center: sample() as UnitPoint,
            startAngle: sample() as Angle,
            endAngle: sample() as Angle
        )
    )
}

// u2523694c47 static ShapeStyle.angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle:
//   Angle) where Self == AngularGradient
@MainActor func use_2523694c47() {
    let _: AngularGradient = AngularGradient.angularGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(
        .angularGradient(
            stops: sample() as [Gradient.Stop],
            center: sample() as UnitPoint,
            startAngle: sample() as Angle,
            endAngle: sample() as Angle
        )
    )
}

// u2b30eeebc4 static ShapeStyle.conicGradient(_: Gradient, center: UnitPoint, angle: Angle) where Self ==
//   AngularGradient
@MainActor func use_2b30eeebc4() {
    let _: AngularGradient = AngularGradient.conicGradient(
        sample() as Gradient,
        center: sample() as UnitPoint,
        angle: sample() as Angle
    )
    let _: AngularGradient = AngularGradient.conicGradient(sample() as Gradient, center: sample() as UnitPoint)
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.conicGradient(sample() as Gradient, center: sample() as UnitPoint, angle: sample() as Angle))
}

// u2978adadc9 static ShapeStyle.conicGradient(colors: [Color], center: UnitPoint, angle: Angle) where Self ==
//   AngularGradient
@MainActor func use_2978adadc9() {
    let _: AngularGradient = AngularGradient.conicGradient(
        colors: sample() as [Color],
        center: sample() as UnitPoint,
        angle: sample() as Angle
    )
    let _: AngularGradient = AngularGradient.conicGradient(colors: sample() as [Color], center: sample() as UnitPoint)
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.conicGradient(colors: sample() as [Color], center: sample() as UnitPoint, angle: sample() as Angle))
}

// u5b7a91fc51 static ShapeStyle.conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle) where Self ==
//   AngularGradient
@MainActor func use_5b7a91fc51() {
    let _: AngularGradient = AngularGradient.conicGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint,
        angle: sample() as Angle
    )
    let _: AngularGradient = AngularGradient.conicGradient(
        stops: sample() as [Gradient.Stop],
        center: sample() as UnitPoint
    )
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.conicGradient(stops: sample() as [Gradient.Stop], center: sample() as UnitPoint, angle: sample() as Angle))
}

// udb312b2bac static ShapeStyle.placeholder where Self == PlaceholderTextShapeStyle
@MainActor func use_db312b2bac() {
    let _: PlaceholderTextShapeStyle = PlaceholderTextShapeStyle.placeholder
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.placeholder)
}

// uce44ea90b4 static ShapeStyle.background where Self == BackgroundStyle
@MainActor func use_ce44ea90b4() {
    let _: BackgroundStyle = BackgroundStyle.background
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.background)
}

// u6e7436fba7 static ShapeStyle.fill where Self == FillShapeStyle
@MainActor func use_6e7436fba7() {
    let _: FillShapeStyle = FillShapeStyle.fill
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.fill)
}

// u778ea62962 static ShapeStyle.selection where Self == SelectionShapeStyle
@MainActor func use_778ea62962() {
    let _: SelectionShapeStyle = SelectionShapeStyle.selection
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.selection)
}

// u4f4e11c890 static ShapeStyle.linearGradient(_: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) where Self
//   == LinearGradient
@MainActor func use_4f4e11c890() {
    _ = LinearGradient.linearGradient(
        sample() as AnyGradient,
        startPoint: sample() as UnitPoint,
        endPoint: sample() as UnitPoint
    ) as any ShapeStyle
}

// u97d6ea511c static ShapeStyle.radialGradient(_: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius:
//   CGFloat) where Self == RadialGradient
@MainActor func use_97d6ea511c() {
    _ = RadialGradient.radialGradient(
        sample() as AnyGradient,
        center: sample() as UnitPoint,
        startRadius: sample() as CGFloat,
        endRadius: sample() as CGFloat
    ) as any ShapeStyle
    _ = RadialGradient.radialGradient(sample() as AnyGradient, endRadius: sample() as CGFloat) as any ShapeStyle
}

// u4a1171a7f5 static ShapeStyle.ellipticalGradient(_: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat,
//   endRadiusFraction: CGFloat) where Self == EllipticalGradient
@MainActor func use_4a1171a7f5() {
    _ = EllipticalGradient.ellipticalGradient(
        sample() as AnyGradient,
        center: sample() as UnitPoint,
        startRadiusFraction: sample() as CGFloat,
        endRadiusFraction: sample() as CGFloat
    ) as any ShapeStyle
    _ = EllipticalGradient.ellipticalGradient(sample() as AnyGradient) as any ShapeStyle
}

// u6c431ccc49 static ShapeStyle.angularGradient(_: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
//   where Self == AngularGradient
@MainActor func use_6c431ccc49() {
    _ = AngularGradient.angularGradient(
        sample() as AnyGradient,
        center: sample() as UnitPoint,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    ) as any ShapeStyle
    _ = AngularGradient.angularGradient(
        sample() as AnyGradient,
        startAngle: sample() as Angle,
        endAngle: sample() as Angle
    ) as any ShapeStyle
}

// uc1280df3c8 static ShapeStyle.conicGradient(_: AnyGradient, center: UnitPoint, angle: Angle) where Self ==
//   AngularGradient
@MainActor func use_c1280df3c8() {
    _ = AngularGradient.conicGradient(
        sample() as AnyGradient,
        center: sample() as UnitPoint,
        angle: sample() as Angle
    ) as any ShapeStyle
    _ = AngularGradient.conicGradient(sample() as AnyGradient) as any ShapeStyle
}

// u486215f411 static ShapeStyle.regularMaterial where Self == Material
@MainActor func use_486215f411() {
    let _: Material = Material.regularMaterial
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.regularMaterial)
}

// u1fcaba7edd static ShapeStyle.thickMaterial where Self == Material
@MainActor func use_1fcaba7edd() {
    let _: Material = Material.thickMaterial
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.thickMaterial)
}

// u93973875e0 static ShapeStyle.thinMaterial where Self == Material
@MainActor func use_93973875e0() {
    let _: Material = Material.thinMaterial
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.thinMaterial)
}

// uea60b9f49d static ShapeStyle.ultraThinMaterial where Self == Material
@MainActor func use_ea60b9f49d() {
    let _: Material = Material.ultraThinMaterial
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.ultraThinMaterial)
}

// u698927b4fc static ShapeStyle.ultraThickMaterial where Self == Material
@MainActor func use_698927b4fc() {
    let _: Material = Material.ultraThickMaterial
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.ultraThickMaterial)
}

// u6f4213b937 static ShapeStyle.bar where Self == Material
@MainActor func use_6f4213b937() {
    let _: Material = Material.bar
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.bar)
}

// u4dbcbc2fb3 static ShapeStyle.foreground where Self == ForegroundStyle
@MainActor func use_4dbcbc2fb3() {
    let _: ForegroundStyle = ForegroundStyle.foreground
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.foreground)
}

// u01a9e8b343 static ShapeStyle.tint where Self == TintShapeStyle
@MainActor func use_01a9e8b343() {
    let _: TintShapeStyle = TintShapeStyle.tint
    func accept<T: ShapeStyle>(_ value: T) {}
    accept(.tint)
}
