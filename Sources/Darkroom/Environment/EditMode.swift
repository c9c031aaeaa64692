import Foundation

/// The editing mode of a list, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// The content is not editable.
    case inactive
    /// The content is editable for a moment, as while a swipe shows a row's actions.
    case transient
    /// The content is editable, as after tapping a list's Edit button.
    case active
    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The editing mode of an enclosing list: none unless set (`.environment(\.editMode, .constant(.active))`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
