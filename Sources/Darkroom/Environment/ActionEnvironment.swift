import Foundation

// Actions an app reads from the environment. A render is one still frame in which nothing is tapped,
// so these actions exist for code to compile and run unchanged; calling one does what the comment on
// it says, never more.

/// Opens a URL, as SwiftUI's `OpenURLAction`. A render has no system to open URLs: the default action
/// discards them; an action made with a handler calls the handler.
nonisolated public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did nothing with the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL (a render has none: discarded).
        public static let systemAction = Result(kind: .system(nil))
        /// The system should open another URL (a render has none: discarded).
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url` with the handler.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// Opens `url` and reports whether it was handled.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        if case .handled = handler(url).kind { completion(true) } else { completion(false) }
    }
}

/// Refreshes content, as the action `refreshable(action:)` installs; no view of a render installs one.
nonisolated public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}

/// Dismisses an active search; a render has no search field.
nonisolated public struct DismissSearchAction: Sendable {
    /// Does nothing: no search is active.
    @MainActor public func callAsFunction() {}
}

/// Opens a window; a render has one window and opens no other.
nonisolated public struct OpenWindowAction: Sendable {
    /// Does nothing: a render opens no windows.
    @MainActor public func callAsFunction(id: String) {}
    /// Does nothing: a render opens no windows.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Does nothing: a render opens no windows.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

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

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct RefreshKey: EnvironmentKey { static var defaultValue: RefreshAction? { nil } }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Opens URLs; the default discards them (a render cannot open a URL).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// The refresh action of an enclosing `refreshable(action:)` view, if any.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
    /// Dismisses the active search (there is none).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// Opens a window (none is opened).
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// The editing mode of an enclosing list: none unless set (`.environment(\.editMode, .constant(.active))`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    /// Whether the user is searching: no, unless set.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
    /// Whether the nearest focusable ancestor has focus: no, unless set.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
    /// Whether scrolling is enabled; `scrollDisabled(_:)` sets it.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
    /// The undo manager of the window: a render has none.
    public var undoManager: UndoManager? { nil }
}
