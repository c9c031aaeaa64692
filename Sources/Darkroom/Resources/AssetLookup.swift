import Foundation

/// Named resources for UIKit's and AppKit's look-ups (`UIImage(named:)`, `UIColor(named:)`,
/// `NSDataAsset`), which run outside any render: they use ``AppResources/standard``.
package enum AssetLookup {
    /// An image set (or symbol set, drawn at 17 points) as a bitmap at `displayScale`, its scale
    /// and whether the set renders as a template; `nil` when no catalog has it.
    package static func image(named name: String, bundle: Bundle?, colorScheme: ColorScheme = .light,
                              displayScale: CGFloat, locale: Locale? = nil)
        -> (image: CGImage, scale: CGFloat, isTemplate: Bool)?
    {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.displayScale = displayScale
        if let locale { environment.locale = locale }
        let resources = AppResources.standard
        guard
            let asset = AssetImage.named(name, bundle: bundle, traits: AssetTraits(environment), resources: resources),
            let (image, scale) = asset.bitmap(points: asset.size, scale: displayScale)
        else { return nil }
        return (image, scale, asset.templateIntent == .template)
    }

    /// A colour set's light and dark values; `nil` when no catalog has it.
    package static func color(named name: String, bundle: Bundle?,
                              contrast: ColorSchemeContrast = .standard) -> (light: RGBA, dark: RGBA)? {
        guard let set = ResourceLibrary.colorSet(named: name, bundle: bundle, resources: AppResources.standard)
        else { return nil }
        var traits = AssetTraits()
        traits.contrast = contrast
        guard let light = set.rgba(for: traits) else { return nil }
        traits.colorScheme = .dark
        return (light, set.rgba(for: traits) ?? light)
    }

    /// A data set's bytes and uniform type identifier; `nil` when no catalog has it.
    package static func data(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)? {
        ResourceLibrary.dataAsset(named: name, bundle: bundle)
    }
}
