import Foundation

/// Xcode's preview hook, as SwiftUI's `PreviewProvider`: code that ships previews
/// compiles, and `darkroom previews` draws each view of `previews` (docs/previews.md).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The previews' view.
    associatedtype Previews: View
    /// The views Xcode previews.
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// How a preview is laid out; `darkroom previews` reads it, drawing is unchanged.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewAttributes(content: self, attributes: .init(layout: value))
    }
    /// A preview's name; `darkroom previews` reads it, drawing is unchanged.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        PreviewAttributes(content: self, attributes: .init(displayName: value))
    }
    /// A preview's device; `darkroom previews` reads it, drawing is unchanged.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewAttributes(content: self, attributes: .init(device: value))
    }
    /// A preview's orientation; `darkroom previews` reads it, drawing is unchanged.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewAttributes(content: self, attributes: .init(orientation: value))
    }
}

/// What the preview modifiers say about one preview. Each modifier sets one field; a reader merges the
/// wrappers it finds from the outside in, so the outermost value wins, as in Xcode.
package struct PreviewAttributeValues: Sendable {
    package var layout: PreviewLayout?
    package var displayName: String??
    package var device: PreviewDevice??
    package var orientation: InterfaceOrientation?
    package var colorScheme: ColorScheme??

    package init(layout: PreviewLayout? = nil, displayName: String?? = nil, device: PreviewDevice?? = nil,
                 orientation: InterfaceOrientation? = nil, colorScheme: ColorScheme?? = nil) {
        self.layout = layout
        self.displayName = displayName
        self.device = device
        self.orientation = orientation
        self.colorScheme = colorScheme
    }
}

/// A view with preview attributes attached: it draws its content unchanged (its body is the content), so the
/// modifiers cost nothing in a render, and a preview runner reads the values back (`PreviewAttributeReading`).
nonisolated package struct PreviewAttributes<Content: View>: View {
    package let content: Content
    package let attributes: PreviewAttributeValues

    package init(content: Content, attributes: PreviewAttributeValues) {
        self.content = content
        self.attributes = attributes
    }

    package var body: Content { content }
}

/// A view that carries preview attributes, read without knowing its content's type.
package protocol PreviewAttributeReading {
    /// The attributes this wrapper holds.
    var previewAttributes: PreviewAttributeValues { get }
    /// The wrapped view, type-erased.
    var previewContent: any View { get }
}

extension PreviewAttributes: PreviewAttributeReading {
    package var previewAttributes: PreviewAttributeValues { attributes }
    package var previewContent: any View { content }
}

extension InterfaceOrientation {
    /// Landscape (left or right): the device's width and height swap.
    package var isLandscape: Bool { kind >= 2 }
}
