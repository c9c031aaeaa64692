import Foundation

/// A protocol that describes the behaviour and appearance of a list.
public protocol ListStyle {}
/// How a style maps to a look (internal so the look type stays internal).
protocol ListLookProviding { var look: ListLook? { get } }

nonisolated extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let look = (style as? ListLookProviding)?.look
        return transformEnvironment { $0.listLook = look }
    }
}
