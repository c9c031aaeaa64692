import Foundation

/// A symbol animation, as the Symbols framework's effects (`.bounce`, `.pulse`, …).
nonisolated public struct SymbolEffect: Sendable {
    let name: String
    /// A bounce.
    public static let bounce = SymbolEffect(name: "bounce")
    /// A pulse of opacity.
    public static let pulse = SymbolEffect(name: "pulse")
    /// Layers coloured in turn.
    public static let variableColor = SymbolEffect(name: "variableColor")
    /// A scale up or down.
    public static let scale = SymbolEffect(name: "scale")
    /// Appearing.
    public static let appear = SymbolEffect(name: "appear")
    /// Disappearing.
    public static let disappear = SymbolEffect(name: "disappear")
    /// Replacing one symbol by another.
    public static let replace = SymbolEffect(name: "replace")
    /// The effect upwards.
    public var up: SymbolEffect { self }
    /// The effect downwards.
    public var down: SymbolEffect { self }
    /// The effect layer by layer.
    public var byLayer: SymbolEffect { self }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: SymbolEffect { self }
}

extension View {
    /// A symbol animation; a still frame shows the symbol at rest.
    nonisolated public func symbolEffect<T: Hashable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                                                      value: T) -> some View { self }
    /// A symbol animation while `isActive`; a still frame shows the symbol at rest.
    nonisolated public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default,
                                         isActive: Bool = true) -> some View { self }
}
