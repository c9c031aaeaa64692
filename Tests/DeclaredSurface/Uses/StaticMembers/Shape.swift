// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u59420b5d8f static Shape.rect where Self == Rectangle
@MainActor func use_59420b5d8f() {
    let _: Rectangle = Rectangle.rect
    func accept<T: Shape>(_ value: T) {}
    accept(.rect)
}

// ua9a10249c0 static Shape.rect(cornerSize: CGSize, style: RoundedCornerStyle) where Self == RoundedRectangle
@MainActor func use_a9a10249c0() {
    let _: RoundedRectangle = RoundedRectangle.rect(
        cornerSize: sample() as CGSize,
        style: sample() as RoundedCornerStyle
    )
    let _: RoundedRectangle = RoundedRectangle.rect(cornerSize: sample() as CGSize)
    func accept<T: Shape>(_ value: T) {}
    accept(.rect(cornerSize: sample() as CGSize, style: sample() as RoundedCornerStyle))
}

// ucaa2a6b26b static Shape.rect(cornerRadius: CGFloat, style: RoundedCornerStyle) where Self == RoundedRectangle
@MainActor func use_caa2a6b26b() {
    let _: RoundedRectangle = RoundedRectangle.rect(
        cornerRadius: sample() as CGFloat,
        style: sample() as RoundedCornerStyle
    )
    let _: RoundedRectangle = RoundedRectangle.rect(cornerRadius: sample() as CGFloat)
    func accept<T: Shape>(_ value: T) {}
    accept(.rect(cornerRadius: sample() as CGFloat, style: sample() as RoundedCornerStyle))
}

// ua604f63697 static Shape.rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle) where Self ==
//   UnevenRoundedRectangle
@MainActor func use_a604f63697() {
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle.rect(
        cornerRadii: sample() as RectangleCornerRadii,
        style: sample() as RoundedCornerStyle
    )
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle.rect(cornerRadii: sample() as RectangleCornerRadii)
    func accept<T: Shape>(_ value: T) {}
    accept(.rect(cornerRadii: sample() as RectangleCornerRadii, style: sample() as RoundedCornerStyle))
}

// ua2da12bcb2 static Shape.rect(topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat, bottomTrailingRadius: CGFloat,
//   topTrailingRadius: CGFloat, style: RoundedCornerStyle) where Self == UnevenRoundedRectangle
@MainActor func use_a2da12bcb2() {
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle.rect(
        topLeadingRadius: sample() as CGFloat,
        bottomLeadingRadius: sample() as CGFloat,
        bottomTrailingRadius: sample() as CGFloat,
        topTrailingRadius: sample() as CGFloat,
        style: sample() as RoundedCornerStyle
    )
    let _: UnevenRoundedRectangle = UnevenRoundedRectangle.rect()
    func accept<T: Shape>(_ value: T) {}
    accept(
        .rect(
            topLeadingRadius: sample() as CGFloat,
            bottomLeadingRadius: sample() as CGFloat,
            bottomTrailingRadius: sample() as CGFloat,
            topTrailingRadius: sample() as CGFloat,
            style: sample() as RoundedCornerStyle
        )
    )
}

// ue284738760 static Shape.capsule where Self == Capsule
@MainActor func use_e284738760() {
    let _: Capsule = Capsule.capsule
    func accept<T: Shape>(_ value: T) {}
    accept(.capsule)
}

// udf18a8762c static Shape.capsule(style: RoundedCornerStyle) where Self == Capsule
@MainActor func use_df18a8762c() {
    let _: Capsule = Capsule.capsule(style: sample() as RoundedCornerStyle)
    func accept<T: Shape>(_ value: T) {}
    accept(.capsule(style: sample() as RoundedCornerStyle))
}

// ud17dd8d653 static Shape.ellipse where Self == Ellipse
@MainActor func use_d17dd8d653() {
    let _: Ellipse = Ellipse.ellipse
    func accept<T: Shape>(_ value: T) {}
    accept(.ellipse)
}

// u54cc2a3b1e static Shape.circle where Self == Circle
@MainActor func use_54cc2a3b1e() {
    let _: Circle = Circle.circle
    func accept<T: Shape>(_ value: T) {}
    accept(.circle)
}

// u43f0188040 static Shape.containerRelative where Self == ContainerRelativeShape
@MainActor func use_43f0188040() {
    let _: ContainerRelativeShape = ContainerRelativeShape.containerRelative
    func accept<T: Shape>(_ value: T) {}
    accept(.containerRelative)
}

// ubbb445f7dc static Shape.role
@MainActor func use_bbb445f7dc<Self_: Shape>(_ generics: (Self_).Type) {
    let _: ShapeRole = Self_.role
}

// uc3df4a369b static Shape.buttonBorder where Self == ButtonBorderShape
@MainActor func use_c3df4a369b() {
    let _: ButtonBorderShape = ButtonBorderShape.buttonBorder
    func accept<T: Shape>(_ value: T) {}
    accept(.buttonBorder)
}
