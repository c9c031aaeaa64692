import Foundation

/// SF Symbols' layout boxes, where a render recorded on iOS shows them: Darkroom draws
/// Material Design Icons artwork, whose bounds differ from SF Symbols' boxes, and the
/// box (not the artwork) decides the layout around a symbol.
///
/// Sizes are in symbol ems (1.2 × the font's point size at `.medium` scale, see
/// `SymbolImage.emSize`), so they follow text style and image scale as the artwork does.
/// Names without a measurement keep their artwork's bounds.
enum SymbolMetrics {
    /// Measured boxes at the body style, medium scale, regular weight (17 pt, em 20.4 pt).
    private static let measured: [String: CGSize] = [
        // paulz/SwiftUI-snapshot-testing FavoriteView.1.png (@1x): 53 × 50 with 16 pt padding.
        "heart.fill": CGSize(width: 21, height: 18),
    ]

    /// The box of `name` in ems, when measured.
    static func box(named name: String) -> CGSize? {
        measured[name].map { CGSize(width: $0.width / (17 * 1.2), height: $0.height / (17 * 1.2)) }
    }
}
