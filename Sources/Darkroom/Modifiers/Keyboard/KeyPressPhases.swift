import Foundation

// The key-press modifiers that take phases and report the press: a still frame has no keyboard, so their actions
// never run.
nonisolated extension View {
    /// Handles `key` in `phases` (no keyboard here).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles any of `keys` in `phases` (no keyboard here).
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles keys typing any of `characters` in `phases` (no keyboard here).
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Handles every key in `phases` (no keyboard here).
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Gives a control `shortcut` (no keyboard here).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// Gives a control `shortcut`, or none for `nil` (no keyboard here).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
    /// Gives a control a shortcut of `key` and `modifiers`, localized as `localization` says (no keyboard here).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View { self }
}

extension EnvironmentValues {
    /// The keyboard shortcut that triggered the current action: none in a render.
    public var keyboardShortcut: KeyboardShortcut? { nil }
}
