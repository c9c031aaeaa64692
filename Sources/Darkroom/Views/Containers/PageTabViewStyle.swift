import Foundation

/// Swipeable pages with page dots (the dots are not drawn).
nonisolated public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    nonisolated public struct IndexDisplayMode: Sendable {
        let kind: Int
        /// Shown when there are several pages.
        public static let automatic = IndexDisplayMode(kind: 0)
        /// Always shown.
        public static let always = IndexDisplayMode(kind: 1)
        /// Never shown.
        public static let never = IndexDisplayMode(kind: 2)
    }
    /// The page style with `indexDisplayMode` dots.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Swipeable pages.
    public static var page: Self { Self() }
    /// Swipeable pages with `indexDisplayMode` dots.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self() }
}
