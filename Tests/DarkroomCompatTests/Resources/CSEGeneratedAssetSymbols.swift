//  The asset symbols Xcode generates for the CSE app's catalog (CSEApp/Assets.xcassets) when it
//  builds the app, written out in the form that compiles with DarkroomCompat: `ColorResource`
//  and `ImageResource` unqualified, the SwiftUI extensions outside `#if canImport(SwiftUI)`.

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

private let resourceBundle = Foundation.Bundle.main

extension ColorResource {
    /// The "AccentColor" asset catalog color resource.
    static let accent = ColorResource(name: "AccentColor", bundle: resourceBundle)
}

extension ImageResource {
    /// The "cse-content-blocker" asset catalog image resource.
    static let cseContentBlocker = ImageResource(name: "cse-content-blocker", bundle: resourceBundle)
}

extension Color {
    /// The "AccentColor" asset catalog color.
    static var accent: Color { .init(.accent) }
}

extension ShapeStyle where Self == Color {
    /// The "AccentColor" asset catalog color.
    static var accent: Color { .init(.accent) }
}
