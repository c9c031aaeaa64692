import Foundation

extension Image {
    /// The relative size of symbol images (`imageScale`).
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// A smaller symbol than the surrounding text's (0.78 of the medium size here).
        case small
        /// A symbol sized to the surrounding text; the default.
        case medium
        /// A larger symbol than the surrounding text's (1.29 of the medium size here).
        case large
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }

extension EnvironmentValues {
    /// The scale of symbol images in this environment (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales symbol images in this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
