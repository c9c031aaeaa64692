// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua9c069ca0d ShapeStyle.`in`(_: CGRect)
@MainActor func use_a9c069ca0d<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.`in`(sample() as CGRect) as any ShapeStyle
}

// u5e39fe77b7 ShapeStyle.opacity(_: Double)
@MainActor func use_5e39fe77b7<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.opacity(sample() as Double) as any ShapeStyle
}

// uf57086b522 ShapeStyle.secondary
@MainActor func use_f57086b522<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.secondary as any ShapeStyle
}

// u9e5e591a5f ShapeStyle.tertiary
@MainActor func use_9e5e591a5f<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.tertiary as any ShapeStyle
}

// ub53ae676e5 ShapeStyle.quaternary
@MainActor func use_b53ae676e5<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.quaternary as any ShapeStyle
}

// ue642852c61 ShapeStyle.blendMode(_: BlendMode)
@MainActor func use_e642852c61<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.blendMode(sample() as BlendMode) as any ShapeStyle
}

// u48551246da ShapeStyle.shadow(_: ShadowStyle)
@MainActor func use_48551246da<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.shadow(sample() as ShadowStyle) as any ShapeStyle
}

// u58210a20de ShapeStyle.Resolved
@MainActor func use_58210a20de<Self_: ShapeStyle>(_ generics: (Self_).Type) {
    _ = Self_.Resolved.self
    func accept0<T: ShapeStyle>(_ type: T.Type) {}
    accept0(Self_.Resolved.self)
}

// ucb0373b986 ShapeStyle.resolve(in: EnvironmentValues)
@MainActor func use_cb0373b986<Self_: ShapeStyle>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Resolved = subject.resolve(in: sample() as EnvironmentValues)
}

// u5bc4b3cfb1 ShapeStyle.body where Self : View, Self.Body == _ShapeView<Rectangle, Self>
@MainActor func use_5bc4b3cfb1<Self_: ShapeStyle & View>(
    _ subject: Self_,
    _ generics: (Self_).Type
) where Self_.Body == _ShapeView<Rectangle, Self_> {
    _ = subject.body
}
