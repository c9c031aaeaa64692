// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5ac1c1b7fb VisualEffect.offset(_: CGSize)
@MainActor func use_5ac1c1b7fb<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.offset(sample() as CGSize) as any VisualEffect
}

// u9943286d0a VisualEffect.offset(x: CGFloat, y: CGFloat)
@MainActor func use_9943286d0a<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.offset(x: sample() as CGFloat, y: sample() as CGFloat) as any VisualEffect
    _ = subject.offset() as any VisualEffect
}

// u015ed96e8c VisualEffect.transformEffect(_: ProjectionTransform)
@MainActor func use_015ed96e8c<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.transformEffect(sample() as ProjectionTransform) as any VisualEffect
}

// u60cfc2864d VisualEffect.transformEffect(_: CGAffineTransform)
@MainActor func use_60cfc2864d<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.transformEffect(sample() as CGAffineTransform) as any VisualEffect
}

// u8fcf3f68ed VisualEffect.rotationEffect(_: Angle, anchor: UnitPoint)
@MainActor func use_8fcf3f68ed<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.rotationEffect(sample() as Angle, anchor: sample() as UnitPoint) as any VisualEffect
    _ = subject.rotationEffect(sample() as Angle) as any VisualEffect
}

// u886ef73059 VisualEffect.scaleEffect(_: CGSize, anchor: UnitPoint)
@MainActor func use_886ef73059<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaleEffect(sample() as CGSize, anchor: sample() as UnitPoint) as any VisualEffect
    _ = subject.scaleEffect(sample() as CGSize) as any VisualEffect
}

// ua15db958bc VisualEffect.scaleEffect(_: CGFloat, anchor: UnitPoint)
@MainActor func use_a15db958bc<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaleEffect(sample() as CGFloat, anchor: sample() as UnitPoint) as any VisualEffect
    _ = subject.scaleEffect(sample() as CGFloat) as any VisualEffect
}

// u2e6906651b VisualEffect.scaleEffect(x: CGFloat, y: CGFloat, anchor: UnitPoint)
@MainActor func use_2e6906651b<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaleEffect(
        x: sample() as CGFloat,
        y: sample() as CGFloat,
        anchor: sample() as UnitPoint
    ) as any VisualEffect
    _ = subject.scaleEffect() as any VisualEffect
}

// uc54ffa7322 VisualEffect.blur(radius: CGFloat, opaque: Bool)
@MainActor func use_c54ffa7322<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.blur(radius: sample() as CGFloat, opaque: sample() as Bool) as any VisualEffect
    _ = subject.blur(radius: sample() as CGFloat) as any VisualEffect
}

// ucf3ae1b73b VisualEffect.brightness(_: Double)
@MainActor func use_cf3ae1b73b<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.brightness(sample() as Double) as any VisualEffect
}

// uc44d846222 VisualEffect.contrast(_: Double)
@MainActor func use_c44d846222<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.contrast(sample() as Double) as any VisualEffect
}

// u71c353f7cc VisualEffect.grayscale(_: Double)
@MainActor func use_71c353f7cc<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.grayscale(sample() as Double) as any VisualEffect
}

// u39fde85da7 VisualEffect.hueRotation(_: Angle)
@MainActor func use_39fde85da7<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.hueRotation(sample() as Angle) as any VisualEffect
}

// ua06a2a96e9 VisualEffect.saturation(_: Double)
@MainActor func use_a06a2a96e9<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.saturation(sample() as Double) as any VisualEffect
}

// u73cb07a5a2 VisualEffect.colorEffect(_: Shader, isEnabled: Bool)
@MainActor func use_73cb07a5a2<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.colorEffect(sample() as Shader, isEnabled: sample() as Bool) as any VisualEffect
    _ = subject.colorEffect(sample() as Shader) as any VisualEffect
}

// u5b4d8d15b4 VisualEffect.distortionEffect(_: Shader, maxSampleOffset: CGSize, isEnabled: Bool)
@MainActor func use_5b4d8d15b4<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.distortionEffect(
        sample() as Shader,
        maxSampleOffset: sample() as CGSize,
        isEnabled: sample() as Bool
    ) as any VisualEffect
    _ = subject.distortionEffect(sample() as Shader, maxSampleOffset: sample() as CGSize) as any VisualEffect
}

// uc0568a4723 VisualEffect.layerEffect(_: Shader, maxSampleOffset: CGSize, isEnabled: Bool)
@MainActor func use_c0568a4723<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.layerEffect(
        sample() as Shader,
        maxSampleOffset: sample() as CGSize,
        isEnabled: sample() as Bool
    ) as any VisualEffect
    _ = subject.layerEffect(sample() as Shader, maxSampleOffset: sample() as CGSize) as any VisualEffect
}

// u6e86b21488 VisualEffect.opacity(_: Double)
@MainActor func use_6e86b21488<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.opacity(sample() as Double) as any VisualEffect
}

// uc63a17c23c VisualEffect.rotation3D(_: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ:
//   CGFloat, perspective: CGFloat)
@MainActor func use_c63a17c23c<Self_: VisualEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.rotation3D(
        sample() as Angle,
        axis: sample() as (x: CGFloat, y: CGFloat, z: CGFloat),
        anchor: sample() as UnitPoint,
        anchorZ: sample() as CGFloat,
        perspective: sample() as CGFloat
    ) as any VisualEffect
    _ = subject.rotation3D(
        sample() as Angle,
        axis: sample() as (x: CGFloat, y: CGFloat, z: CGFloat)
    ) as any VisualEffect
}
