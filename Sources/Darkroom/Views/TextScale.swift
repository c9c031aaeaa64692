import Foundation

extension Text {
    /// A size class of text relative to its font, as SwiftUI's `Text.Scale` (iOS 17).
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool
        /// The font's own size.
        public static let `default` = Scale(isSecondary: false)
        /// A smaller size for secondary content.
        public static let secondary = Scale(isSecondary: true)
    }

    /// The text at `scale`. Darkroom has no measurement of Apple's secondary size, so the text is drawn at its
    /// font's size whatever the scale.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
    /// The text at its font's width: Inter, which stands in for SF Pro, has no width variants (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

nonisolated extension View {
    /// The view's text at `scale`: drawn at its font's size whatever the scale (see `Text.textScale(_:isEnabled:)`).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
