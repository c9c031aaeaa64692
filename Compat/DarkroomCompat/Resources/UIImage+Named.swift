#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension UIImage {
    /// An image set from the app's asset catalogs, as UIKit's `UIImage(named:)`: the variant for
    /// the light appearance at `UIScreen.main.scale` (its `scale` is the file's: `@3x` → 3).
    /// Catalogs are found through `AppResources.standard`, then the main bundle; a file of that
    /// name (`logo.png`) in the main bundle's resources is tried last. `nil` when none has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image set from `bundle`'s asset catalogs (or the main bundle's) for the traits'
    /// appearance and display scale, as UIKit's `UIImage(named:in:compatibleWith:)`.
    public convenience init?(named name: String, in bundle: Bundle?,
                             compatibleWith traitCollection: UITraitCollection?) {
        let traits = traitCollection ?? UITraitCollection()
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        let scheme: ColorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        if let found = AssetLookup.image(named: name, bundle: bundle, colorScheme: scheme, displayScale: scale) {
            self.init(cgImage: found.image, scale: found.scale, orientation: .up)
            return
        }
        let b = bundle ?? Bundle.main
        for ext in ["png", "jpg", "jpeg", "gif", "webp"] {
            if let path = b.path(forResource: name, ofType: ext),
               let data = FileManager.default.contents(atPath: path) {
                self.init(data: data, scale: name.hasSuffix("@3x") ? 3 : name.hasSuffix("@2x") ? 2 : 1)
                return
            }
        }
        return nil
    }

    /// An image from an image set of the asset catalogs (Xcode's generated `ImageResource`).
    public convenience init(resource: ImageResource) {
        if let image = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil), let cg = image.cgImage {
            self.init(cgImage: cg, scale: image.scale, orientation: .up)
        } else {
            self.init()
        }
    }
}

extension NSImage {
    /// The name of an image in an app's resources, as AppKit's `NSImage.Name`.
    public typealias Name = String

    /// An image set from the app's asset catalogs, as AppKit's `NSImage(named:)`: the light
    /// variant, as large as the set's image in points, with its `@2x` pixels when it has them.
    public convenience init?(named name: NSImage.Name) {
        guard let found = AssetLookup.image(named: name, bundle: nil, displayScale: 2) else {
            guard let ui = UIImage(named: name, in: nil, compatibleWith: nil), let cg = ui.cgImage else { return nil }
            self.init(cgImage: cg, size: ui.size)
            return
        }
        self.init(cgImage: found.image, size: CGSize(width: CGFloat(found.image.width) / found.scale,
                                                     height: CGFloat(found.image.height) / found.scale))
    }

    /// An image from an image set of the asset catalogs (Xcode's generated `ImageResource`).
    public convenience init(resource: ImageResource) {
        if let found = AssetLookup.image(named: resource.name, bundle: resource.bundle, displayScale: 2) {
            self.init(cgImage: found.image, size: CGSize(width: CGFloat(found.image.width) / found.scale,
                                                         height: CGFloat(found.image.height) / found.scale))
        } else {
            self.init(size: .zero)
        }
    }
}
#endif
