import Foundation

/// A keyboard shortcut: a key and the modifier keys held with it, as SwiftUI's `KeyboardShortcut` (a still
/// frame has no keyboard; the shortcut is kept, never triggered).
nonisolated public struct KeyboardShortcut: Sendable, Hashable {
    /// How a shortcut adapts to the user's keyboard layout.
    nonisolated public struct Localization: Sendable, Hashable {
        let kind: Int
        /// Remaps the shortcut to the layout and mirrors it in right-to-left languages.
        public static let automatic = Localization(kind: 0)
        /// Remaps the shortcut to the layout without mirroring it.
        public static let withoutMirroring = Localization(kind: 1)
        /// Keeps the shortcut's key as given.
        public static let custom = Localization(kind: 2)
    }
    /// Return: the default action of a window or sheet.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel action.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
    /// The shortcut's key.
    public var key: KeyEquivalent
    /// The modifier keys held with the key.
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the keyboard layout.
    public var localization: KeyboardShortcut.Localization
    /// A shortcut of `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }
    /// A shortcut of `key` with `modifiers` that adapts to the keyboard layout as `localization` says.
    public init(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) {
        self.key = key; self.modifiers = modifiers; self.localization = localization
    }
    /// Whether both shortcuts have the same key, modifiers and localization.
    public static func == (a: KeyboardShortcut, b: KeyboardShortcut) -> Bool {
        a.key == b.key && a.modifiers == b.modifiers && a.localization == b.localization
    }
    /// Hashes the key, modifiers and localization.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key); hasher.combine(modifiers.rawValue); hasher.combine(localization)
    }
}
