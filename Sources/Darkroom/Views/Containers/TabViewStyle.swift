import Foundation

/// A tab view's look; every style shows the selected page alone in a still frame.
public protocol TabViewStyle {}

extension View {
    /// Sets the tab view style.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
