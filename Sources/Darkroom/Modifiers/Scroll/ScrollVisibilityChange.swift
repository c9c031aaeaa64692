import Foundation

nonisolated extension View {
    /// Calls `action` when the share of this view visible in its scroll view crosses `threshold`, as SwiftUI's
    /// `onScrollVisibilityChange(threshold:_:)`. A still frame never scrolls, so the visibility never changes
    /// and `action` is not called; the view draws as it is.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        self
    }
}
