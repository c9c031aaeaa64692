// The asset symbols Xcode generates for Assets.xcassets, for Linux (written by
// `darkroom asset-symbols`; on Apple platforms Xcode's own generated file is used).
#if !canImport(SwiftUI)
import DarkroomCompat

private let resourceBundle = Foundation.Bundle.main

extension ColorResource {
    /// The "AccentColor" asset catalog color resource.
    static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)
}

extension Color {
    /// The "AccentColor" asset catalog color.
    static var accent: Color { .init(.accent) }
}

extension ShapeStyle where Self == Color {
    /// The "AccentColor" asset catalog color.
    static var accent: Color { .init(.accent) }
}

extension ImageResource {
    /// The "cse-content-blocker" asset catalog image resource.
    static let cseContentBlocker = ImageResource(name: "cse-content-blocker", bundle: resourceBundle)
}
#endif
