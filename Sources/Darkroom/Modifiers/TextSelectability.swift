import Foundation

/// Whether text can be selected, as SwiftUI's `TextSelectability` (nothing is selected in a still frame).
public protocol TextSelectability {
    /// Whether text with this selectability can be selected.
    static var allowsSelection: Bool { get }
}
/// Text that can be selected (nothing is selected in a still frame).
nonisolated public struct EnabledTextSelectability: TextSelectability {
    /// Selectable text.
    public init() {}
    /// Text can be selected.
    public static var allowsSelection: Bool { true }
}
/// Text that cannot be selected, the default.
nonisolated public struct DisabledTextSelectability: TextSelectability {
    /// Unselectable text.
    public init() {}
    /// Text cannot be selected.
    public static var allowsSelection: Bool { false }
}
extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: Self { Self() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    /// Unselectable text, the default.
    public static var disabled: Self { Self() }
}

nonisolated extension View {
    /// Whether text below can be selected; nothing is selected in a render.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
