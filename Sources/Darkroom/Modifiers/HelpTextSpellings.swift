import Foundation

// Help text is shown as a tooltip on pointer hover, never in a still frame: each spelling draws the view as it is.

nonisolated extension View {
    /// Help text shown on hover; not drawn in a still frame.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// Help text shown on hover; not drawn in a still frame.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// Help text shown on hover; not drawn in a still frame.
    public func help(_ text: Text) -> some View { self }
}
