import Foundation

/// The look of a paged view's page index (its dots), as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Page dots, as SwiftUI's `PageIndexViewStyle` (`.page`): a paged `TabView` draws its dots as described
/// there; a background behind the dots is not drawn (docs/support.md).
nonisolated public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    nonisolated public struct BackgroundDisplayMode: Sendable {
        let name: String
        /// The system's choice: a background only while the dots are touched.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// A background while the dots are touched.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Always a background.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Never a background.
        public static let never = BackgroundDisplayMode(name: "never")
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    /// Page dots with `backgroundDisplayMode`.
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with `backgroundDisplayMode`.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

nonisolated extension View {
    /// The look of page indexes in this view (see `PageIndexViewStyle`).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
