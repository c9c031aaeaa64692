import Foundation

/// Modifier keys, as SwiftUI's `EventModifiers`.
nonisolated public struct EventModifiers: OptionSet, Sendable {
    /// The keys as bits.
    public let rawValue: Int
    /// Keys from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 1)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 1 << 2)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 3)
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Function (fn).
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier key.
    public static let all: EventModifiers = [.shift, .control, .option, .command, .capsLock, .numericPad, .function]
}
