import Foundation

/// Options of a symbol animation.
nonisolated public struct SymbolEffectOptions: Sendable {
    /// The effect's own timing.
    public static let `default` = SymbolEffectOptions()
    /// Repeats without end.
    public static let repeating = SymbolEffectOptions()
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions()
    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays at `speed` times the normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}
