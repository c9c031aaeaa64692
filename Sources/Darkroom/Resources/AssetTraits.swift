import Foundation

/// The traits an asset lookup chooses a variant for, taken from the render's environment: light or
/// dark, standard or increased contrast, pixels per point, the device idiom and the language.
struct AssetTraits: Hashable, Sendable {
    var colorScheme: ColorScheme = .light
    var contrast: ColorSchemeContrast = .standard
    var displayScale: CGFloat = 1
    /// The Xcode idioms a variant may be for, most specific first (`iphone`, then `universal`).
    var idioms: [String] = ["iphone", "universal"]
    /// The render's language code (`fr`, `pt-BR`), for localized image sets.
    var language: String = "en"

    init() {}

    init(_ environment: EnvironmentValues) {
        colorScheme = environment.colorScheme
        contrast = environment.colorSchemeContrast
        displayScale = environment.displayScale
        idioms = environment.platformIdiom == .tv ? ["tv", "universal"] : ["iphone", "universal"]
        language = LocaleLanguage.identifier(of: environment.locale)
    }

    /// How well an entry fits, or `nil` when it is for other traits. Higher is better: an entry
    /// naming this appearance beats one for any appearance; an idiom of its own beats `universal`.
    func score(idiom: String?, appearances: [AssetContents.Appearance]?) -> Int? {
        let idiom = idiom ?? "universal"
        guard let idiomRank = idioms.firstIndex(of: idiom) else { return nil }
        var score = (idioms.count - idiomRank) * 100
        for a in appearances ?? [] {
            switch (a.appearance, a.value) {
            case ("luminosity", "light"):
                guard colorScheme == .light else { return nil }
                score += 10
            case ("luminosity", "dark"):
                guard colorScheme == .dark else { return nil }
                score += 10
            case ("luminosity", _):
                score += 1
            case ("contrast", "high"):
                guard contrast == .increased else { return nil }
                score += 20
            default:
                // An appearance Darkroom does not model (vibrancy, …): only the plain variant applies.
                return nil
            }
        }
        return score
    }
}
