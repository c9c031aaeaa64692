// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u06636d060b RotatedShape.shape
@MainActor func use_06636d060b<Content: Shape>(_ subject: RotatedShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Content = subject.shape
    subject.shape = sample() as Content
}

// uf0cca41cca RotatedShape.angle
@MainActor func use_f0cca41cca<Content: Shape>(_ subject: RotatedShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Angle = subject.angle
    subject.angle = sample() as Angle
}

// u8b15ae6095 RotatedShape.anchor
@MainActor func use_8b15ae6095<Content: Shape>(_ subject: RotatedShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: UnitPoint = subject.anchor
    subject.anchor = sample() as UnitPoint
}

// u006906ba50 RotatedShape.path(in: CGRect)
@MainActor func use_006906ba50<Content: Shape>(_ subject: RotatedShape<Content>, _ generics: (Content).Type) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// ubbc1eebb1a RotatedShape.layoutDirectionBehavior
@MainActor func use_bbc1eebb1a<Content: Shape>(_ subject: RotatedShape<Content>, _ generics: (Content).Type) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// ud6518bb8f4 RotatedShape.animatableData
@MainActor func use_d6518bb8f4<Content: Shape>(_ subject: RotatedShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: RotatedShape<Content>.AnimatableData = subject.animatableData
    subject.animatableData = sample() as RotatedShape<Content>.AnimatableData
}

// u4e382f2026 RotatedShape.inset(by: CGFloat) where Content : InsettableShape
@MainActor func use_4e382f2026<Content: InsettableShape & Shape>(
    _ subject: RotatedShape<Content>,
    _ generics: (Content).Type
) {
    let _: RotatedShape<Content.InsetShape> = subject.inset(by: sample() as CGFloat)
}
