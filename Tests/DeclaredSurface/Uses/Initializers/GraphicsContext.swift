// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3cbc88a455 GraphicsContext.BlendMode.init(rawValue: Int32)
@MainActor func use_3cbc88a455() {
    let _: GraphicsContext.BlendMode = GraphicsContext.BlendMode(rawValue: sample() as Int32)
}

// uc77aac4aac GraphicsContext.ClipOptions.init(rawValue: UInt32)
@MainActor func use_c77aac4aac() {
    let _: GraphicsContext.ClipOptions = GraphicsContext.ClipOptions(rawValue: sample() as UInt32)
}

// u0056022b27 GraphicsContext.ShadowOptions.init(rawValue: UInt32)
@MainActor func use_0056022b27() {
    let _: GraphicsContext.ShadowOptions = GraphicsContext.ShadowOptions(rawValue: sample() as UInt32)
}

// ue434d0cd50 GraphicsContext.BlurOptions.init(rawValue: UInt32)
@MainActor func use_e434d0cd50() {
    let _: GraphicsContext.BlurOptions = GraphicsContext.BlurOptions(rawValue: sample() as UInt32)
}

// u051b16723b GraphicsContext.FilterOptions.init(rawValue: UInt32)
@MainActor func use_051b16723b() {
    let _: GraphicsContext.FilterOptions = GraphicsContext.FilterOptions(rawValue: sample() as UInt32)
}

// uc273ec896c GraphicsContext.GradientOptions.init(rawValue: UInt32)
@MainActor func use_c273ec896c() {
    let _: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions(rawValue: sample() as UInt32)
}
