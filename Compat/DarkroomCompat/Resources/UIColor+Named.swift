#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension UIColor {
    /// A colour set from the app's asset catalogs, as UIKit's `UIColor(named:)`: a dynamic colour
    /// with the set's light and dark values. `nil` when no catalog has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// A colour set from `bundle`'s asset catalogs (or the main bundle's), as UIKit's
    /// `UIColor(named:in:compatibleWith:)`; with traits, the value for their appearance.
    public convenience init?(named name: String, in bundle: Bundle?,
                             compatibleWith traitCollection: UITraitCollection?) {
        let contrast: ColorSchemeContrast = traitCollection?.accessibilityContrast == .high ? .increased : .standard
        guard let (light, dark) = AssetLookup.color(named: name, bundle: bundle, contrast: contrast) else { return nil }
        if let style = traitCollection?.userInterfaceStyle, style != .unspecified {
            self.init(rgba: style == .dark ? dark : light)
        } else {
            self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgba: dark) : UIColor(rgba: light) })
        }
    }

    /// A colour from a colour set of the asset catalogs (Xcode's generated `ColorResource`).
    public convenience init(resource: ColorResource) {
        let (light, dark) = AssetLookup.color(named: resource.name, bundle: resource.bundle)
            ?? (RGBA(hex: 0, alpha: 0), RGBA(hex: 0, alpha: 0))
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? UIColor(rgba: dark) : UIColor(rgba: light) })
    }
}
#endif
