// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf162602c57 Image: Transferable
@MainActor func use_f162602c57() {
    _ = Image.self
    func accept<T: Transferable>(_ type: T.Type) {}
    accept(Image.self)
}

// u2cd4d7958a Image: View
@MainActor func use_2cd4d7958a() {
    _ = Image.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Image.self)
}

// u8d764fec89 Image.Scale: Equatable
@MainActor func use_8d764fec89() {
    _ = Image.Scale.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Image.Scale.self)
}

// u2eeb8dcae7 Image.Scale: Hashable
@MainActor func use_2eeb8dcae7() {
    _ = Image.Scale.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Image.Scale.self)
}

// uc2554ec521 Image.Orientation: RawRepresentable
@MainActor func use_c2554ec521() {
    _ = Image.Orientation.self
    func accept<T: RawRepresentable>(_ type: T.Type) {}
    accept(Image.Orientation.self)
}

// u504fcd5df2 Image.Orientation: Sendable
@MainActor func use_504fcd5df2() {
    _ = Image.Orientation.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Image.Orientation.self)
}

// uc25cf23f68 Image.TemplateRenderingMode: Equatable
@MainActor func use_c25cf23f68() {
    _ = Image.TemplateRenderingMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Image.TemplateRenderingMode.self)
}

// ufb1c17b942 Image.TemplateRenderingMode: Hashable
@MainActor func use_fb1c17b942() {
    _ = Image.TemplateRenderingMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Image.TemplateRenderingMode.self)
}

// u3495e576d1 Image.Interpolation: Equatable
@MainActor func use_3495e576d1() {
    _ = Image.Interpolation.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Image.Interpolation.self)
}

// u5955d57142 Image.Interpolation: Hashable
@MainActor func use_5955d57142() {
    _ = Image.Interpolation.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Image.Interpolation.self)
}

// ub125f94907 Image.ResizingMode: Equatable
@MainActor func use_b125f94907() {
    _ = Image.ResizingMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Image.ResizingMode.self)
}

// ubbaa0c2d06 Image.ResizingMode: Hashable
@MainActor func use_bbaa0c2d06() {
    _ = Image.ResizingMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Image.ResizingMode.self)
}
