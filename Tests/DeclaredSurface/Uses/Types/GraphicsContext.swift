// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u37aa001924 GraphicsContext
@MainActor func use_37aa001924() {
    let _: Any.Type = GraphicsContext.self
}

// ue3bb5e9269 GraphicsContext.BlendMode
@MainActor func use_e3bb5e9269() {
    let _: Any.Type = GraphicsContext.BlendMode.self
}

// u5fc253bd05 GraphicsContext.ClipOptions
@MainActor func use_5fc253bd05() {
    let _: Any.Type = GraphicsContext.ClipOptions.self
}

// u713457deff GraphicsContext.Filter
@MainActor func use_713457deff() {
    let _: Any.Type = GraphicsContext.Filter.self
}

// uabff0bdb47 GraphicsContext.ShadowOptions
@MainActor func use_abff0bdb47() {
    let _: Any.Type = GraphicsContext.ShadowOptions.self
}

// u78e3c1f4e9 GraphicsContext.BlurOptions
@MainActor func use_78e3c1f4e9() {
    let _: Any.Type = GraphicsContext.BlurOptions.self
}

// u0ffe702dc2 GraphicsContext.FilterOptions
@MainActor func use_0ffe702dc2() {
    let _: Any.Type = GraphicsContext.FilterOptions.self
}

// u64e2ccc49e GraphicsContext.Shading
@MainActor func use_64e2ccc49e() {
    let _: Any.Type = GraphicsContext.Shading.self
}

// u7eacf6cff4 GraphicsContext.GradientOptions
@MainActor func use_7eacf6cff4() {
    let _: Any.Type = GraphicsContext.GradientOptions.self
}

// u1b6626f841 GraphicsContext.ResolvedImage
@MainActor func use_1b6626f841() {
    let _: Any.Type = GraphicsContext.ResolvedImage.self
}

// uc7f4a24810 GraphicsContext.ResolvedText
@MainActor func use_c7f4a24810() {
    let _: Any.Type = GraphicsContext.ResolvedText.self
}

// ua5d61d23f2 GraphicsContext.ResolvedSymbol
@MainActor func use_a5d61d23f2() {
    let _: Any.Type = GraphicsContext.ResolvedSymbol.self
}
