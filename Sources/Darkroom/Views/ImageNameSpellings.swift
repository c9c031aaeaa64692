import Foundation

// The named-image initializers SwiftUI declares beside `Image(_:bundle:)`: an accessibility label, a decorative
// image, a variable value. Each finds and draws the image as `Image(_:bundle:)` does.

extension Image {
    /// A named image with an accessibility label (not drawn), found as `Image(_:bundle:)` finds it.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }
    /// A named image hidden from assistive technologies, found as `Image(_:bundle:)` finds it.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// A named variable image at `variableValue`: an image file has no variable layers, so the image is drawn as
    /// `Image(_:bundle:)` draws it.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// A named variable image with an accessibility label (not drawn).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }
    /// A named variable image hidden from assistive technologies.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }
    /// The image with a dynamic range: Darkroom draws standard range, so the image is drawn as it is.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image { self }
}
