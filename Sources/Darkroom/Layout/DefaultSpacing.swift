import Foundation

/// What a stack's child is, as far as SwiftUI's default spacing tells views apart.
enum SpacingKind: Sendable {
    case text, symbol, other
}

/// SwiftUI's default spacing between two neighbours of a stack with no `spacing:`.
///
/// SwiftUI asks each pair of neighbours for the space they prefer, so the default depends on
/// what the two views are. Only gaps measured on public renders recorded on Apple platforms
/// differ from the standard 8 points (docs/layout.md lists them with their sources):
///
/// - iOS 26, `VStack` of two body texts: 2 points (a 100-row `VStack` of body `Text`s recorded
///   on iOS 26.0 and 26.1 has a row pitch of 22.33 pt with 20.33 pt lines);
/// - iOS, `HStack` of a symbol and a text: 8 points (the standard gap, recorded at @2x);
/// - tvOS, `HStack` of a symbol and a text: `tvSymbolText` (tvOS render at @1x: 235 × 65 pt for a
///   29 pt "Checked" beside its symbol).
enum DefaultSpacing {
    /// The gap between views that have no measured preference.
    static let standard: CGFloat = 8
    /// iOS: text above or below text.
    static let textText: CGFloat = 2
    /// tvOS: a symbol beside a text.
    static let tvSymbolText: CGFloat = 62

    static func between(_ a: SpacingKind, _ b: SpacingKind, axis: Axis, idiom: PlatformIdiom) -> CGFloat {
        switch (idiom, axis, a, b) {
        case (.phone, .vertical, .text, .text): textText
        case (.tv, .horizontal, .symbol, .text), (.tv, .horizontal, .text, .symbol): tvSymbolText
        default: standard
        }
    }
}
