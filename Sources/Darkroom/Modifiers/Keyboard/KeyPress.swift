import Foundation

/// A key press a handler receives, as SwiftUI's `KeyPress` (a still frame has no keyboard: no handler is
/// ever called).
nonisolated public struct KeyPress: Sendable {
    /// The phase of the press: down, repeating or up.
    public let phase: KeyPress.Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the press types.
    public let characters: String
    /// The modifier keys held during the press.
    public let modifiers: EventModifiers

    /// Whether a key-press handler used the press.
    public enum Result: Sendable, Hashable {
        /// The handler used the press.
        case handled
        /// The press goes on to other handlers.
        case ignored
    }

    /// The phases of a key press a handler can ask for.
    nonisolated public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        /// The phases as bits.
        public let rawValue: Int
        /// Phases from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key is held and repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
        /// The phases' names, for debugging.
        public var debugDescription: String {
            let names = [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }
            return "[" + names.map(\.1).joined(separator: ", ") + "]"
        }
    }
}

extension KeyPress: CustomDebugStringConvertible {
    /// The press's key, characters, modifiers and phase, for debugging.
    public var debugDescription: String {
        "KeyPress(phase: \(phase.debugDescription), key: \(key.character.debugDescription), "
            + "characters: \(characters.debugDescription), modifiers: \(modifiers.rawValue))"
    }
}
