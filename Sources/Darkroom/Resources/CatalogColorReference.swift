import Foundation

/// A colour set named by a view (`Color("Brand")`), resolved where it is drawn: in the
/// environment's resources and appearance.
struct CatalogColorReference: Hashable, Sendable {
    let name: String
    /// The bundle's path, or `nil` for the main bundle.
    let bundlePath: String?
    var opacity: Double = 1
    /// Whether a missing set is worth a warning (not for the optional `AccentColor`).
    var isRequired = true
    /// Whether a set whose name differs only in case counts (the global accent colour: projects name it
    /// `accentColor` as well as Xcode's `AccentColor`, and the asset compiler finds either).
    var ignoresCase = false

    init(name: String, bundlePath: String?, isRequired: Bool = true) {
        self.name = name; self.bundlePath = bundlePath; self.isRequired = isRequired
    }

    init(name: String, bundle: Bundle?) {
        self.init(name: name, bundlePath: bundle.map { ($0.resourceURL ?? $0.bundleURL).path })
    }

    func multiplyingOpacity(_ factor: Double) -> CatalogColorReference {
        var copy = self
        copy.opacity *= factor
        return copy
    }

    var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }

    /// The colour for the environment's appearance; `nil` when no catalog has the set.
    func resolve(in environment: EnvironmentValues) -> RGBA? {
        // The set first: `Color.accentColor` is resolved for every control drawn and most renders
        // have no catalog, so the traits are only worked out when there is a set to choose from.
        guard let set = colorSet(resources: environment.appResources) else { return nil }
        return resolve(set, traits: AssetTraits(environment))
    }

    private func colorSet(resources: AppResources) -> ColorSetAsset? {
        guard
            let set = ResourceLibrary.colorSet(named: name, bundle: bundle, resources: resources,
                                               ignoringCase: ignoresCase)
        else {
            if isRequired {
                ResourceWarnings.warn(
                    "darkroom: warning: no color named \"\(name)\" in the asset catalogs; drawn clear")
            }
            return nil
        }
        return set
    }

    private func resolve(_ set: ColorSetAsset, traits: AssetTraits) -> RGBA? {
        guard let rgba = set.rgba(for: traits) else { return nil }
        return opacity == 1 ? rgba : rgba.multipliedAlpha(opacity)
    }
}

extension Color {
    /// A colour set from the app's asset catalogs, as in SwiftUI: found through the
    /// environment's `appResources` folders, then `bundle` (or the main bundle), and drawn
    /// with the variant for the environment's colour scheme and contrast (see ``AppResources``).
    ///
    /// A name no catalog has draws clear and logs a warning, as SwiftUI logs "No color named …".
    public init(_ name: String, bundle: Bundle? = nil) {
        let reference = CatalogColorReference(name: name, bundle: bundle)
        var light = RGBA(hex: 0, alpha: 0), dark = light
        // Values for code that reads the colour outside any environment (`cgColor`, `UIColor`).
        if let set = ResourceLibrary.colorSet(named: name, bundle: bundle, resources: AppResources.standard) {
            var traits = AssetTraits()
            light = set.rgba(for: traits) ?? light
            traits.colorScheme = .dark
            dark = set.rgba(for: traits) ?? light
        }
        self.init(light: light, dark: dark, name: name, asset: reference)
    }

    /// A colour from a colour set of the asset catalogs (Xcode's generated `ColorResource`).
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}
