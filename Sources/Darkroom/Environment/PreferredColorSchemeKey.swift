import Foundation

/// The preference a view's `preferredColorScheme(_:)` hands up to its presentation, as SwiftUI's
/// `PreferredColorSchemeKey`: the nearest non-`nil` scheme wins.
nonisolated public struct PreferredColorSchemeKey: PreferenceKey {
    /// The scheme asked for, if any.
    public typealias Value = ColorScheme?
    /// No scheme asked for.
    public static let defaultValue: ColorScheme? = nil
    /// The first scheme asked for is kept; a later one fills in only when none was.
    public static func reduce(value: inout PreferredColorSchemeKey.Value,
                              nextValue: () -> PreferredColorSchemeKey.Value) {
        if value == nil { value = nextValue() }
    }
}
