import Foundation

extension Font {
    /// A font width, as SwiftUI's `Font.Width` (iOS 16). Inter, which stands in for SF Pro, has no width
    /// variants, so every width draws at the standard width: the value is kept, the glyphs do not change.
    public struct Width: Hashable, Sendable {
        /// The width, from −1 (narrowest) through 0 (standard) to 1 (widest).
        public var value: CGFloat
        /// A width from its value.
        public init(_ value: CGFloat) { self.value = value }
        /// SF Pro Compressed's width.
        public static let compressed = Width(-0.3)
        /// SF Pro Condensed's width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// SF Pro Expanded's width.
        public static let expanded = Width(0.2)
    }

    /// This font at another width (drawn at the standard width: see `Font.Width`).
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = Double(width.value)
        return font
    }
}

nonisolated extension View {
    /// Sets the width of this view's font (drawn at the standard width: see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment { env in
            if let width { env.font = (env.font ?? .body).width(width) }
        }
    }
}
