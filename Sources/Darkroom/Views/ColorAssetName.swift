import Foundation

extension Color {
    /// A colour from an asset catalog. A Linux build has no asset catalogs, so the colour is clear, as iOS draws a
    /// colour whose name the catalog does not hold.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(light: RGBA(hex: 0, alpha: 0), dark: RGBA(hex: 0, alpha: 0), name: name)
    }
}
