import Foundation

/// The interactions a focusable view takes part in, as SwiftUI's `FocusInteractions`.
nonisolated public struct FocusInteractions: OptionSet, Sendable {
    public var rawValue: Int
    /// The interactions with this raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Focus that activates the view, as a button's.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Focus that edits the view's content, as a text field's.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Every interaction the view supports.
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

nonisolated extension View {
    /// Makes the view focusable for `interactions`; a still frame shows nothing focused, so the view draws as it is.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
}
