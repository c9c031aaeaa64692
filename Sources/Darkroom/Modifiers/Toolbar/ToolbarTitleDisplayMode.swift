import Foundation

/// How a navigation title is shown, as SwiftUI's `ToolbarTitleDisplayMode` (a rendered view has no
/// navigation bar: the mode is kept, no title is drawn).
nonisolated public struct ToolbarTitleDisplayMode: Sendable {
    let kind: Int
    /// The platform's choice.
    public static var automatic: ToolbarTitleDisplayMode { .init(kind: 0) }
    /// A large title below the bar.
    public static var large: ToolbarTitleDisplayMode { .init(kind: 1) }
    /// A large title in the bar's leading position.
    public static var inlineLarge: ToolbarTitleDisplayMode { .init(kind: 2) }
    /// A small title in the bar.
    public static var inline: ToolbarTitleDisplayMode { .init(kind: 3) }
}

extension View {
    /// How the navigation title is shown: kept, not drawn (a rendered view has no navigation bar).
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        let display: NavigationBarItem.TitleDisplayMode = switch mode.kind {
        case 1: .large
        case 2, 3: .inline
        default: .automatic
        }
        return navigationChrome { $0.displayMode = display }
    }
}
