import Foundation

/// Where content margins apply.
public struct ContentMarginPlacement: Equatable, Sendable {
    let raw: Int
    /// Content and indicators alike.
    public static let automatic = ContentMarginPlacement(raw: 0)
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(raw: 1)
    /// The scroll indicators only (nothing to draw in a render).
    public static let scrollIndicators = ContentMarginPlacement(raw: 2)
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
extension EnvironmentValues {
    /// Margins scroll views add around their content (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] } set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds margins around the content of scroll views in this view (they scroll with it).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let insets = EdgeInsets(edges: edges, length: length ?? 16)
        return transformEnvironment { env in if placement != .scrollIndicators { env.scrollContentMargins = insets } }
    }
    /// Adds `length` points around the content of scroll views in this view, on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
    /// Adds `insets` around the content of scroll views in this view (they scroll with it).
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        transformEnvironment { env in if placement != .scrollIndicators { env.scrollContentMargins = insets } }
    }
}
