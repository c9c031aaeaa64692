// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9b5b2126a9 Image.DynamicRange
@MainActor func use_9b5b2126a9() {
    let _: Any.Type = Image.DynamicRange.self
}

// u50e19fda0d Image
@MainActor func use_50e19fda0d() {
    let _: Any.Type = Image.self
}

// u57573f4c3d Image.Orientation
@MainActor func use_57573f4c3d() {
    let _: Any.Type = Image.Orientation.self
}

// uda014bd869 Image.TemplateRenderingMode
@MainActor func use_da014bd869() {
    let _: Any.Type = Image.TemplateRenderingMode.self
}

// uc2ff15db17 Image.Scale
@MainActor func use_c2ff15db17() {
    let _: Any.Type = Image.Scale.self
}

// ucf485bc366 Image.Interpolation
@MainActor func use_cf485bc366() {
    let _: Any.Type = Image.Interpolation.self
}

// u954d0c3548 Image.ResizingMode
@MainActor func use_954d0c3548() {
    let _: Any.Type = Image.ResizingMode.self
}
