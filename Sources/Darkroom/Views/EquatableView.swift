import Foundation

/// A view that is redrawn only when its content changes, as SwiftUI's `EquatableView` (`.equatable()`): a still
/// frame draws once, so it draws its content.
nonisolated public struct EquatableView<Content: Equatable & View>: View {
    /// The view compared before redrawing.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}
