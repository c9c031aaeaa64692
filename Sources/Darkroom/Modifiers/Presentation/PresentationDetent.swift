import Foundation

/// A height a sheet can rest at.
nonisolated public struct PresentationDetent: Hashable, Sendable {
    let fraction: Double
    /// The custom detent type (`custom(_:)`) this detent asks for its height, if any.
    var custom: ObjectIdentifier? = nil
    /// About half the screen's height.
    public static let medium = PresentationDetent(fraction: 0.5)
    /// The full height of the sheet.
    public static let large = PresentationDetent(fraction: 1)
    /// A height that is a fraction of the full sheet's height (0.25 for a quarter).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(fraction: Double(fraction))
    }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(fraction: -Double(height)) }
}
