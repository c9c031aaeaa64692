import Foundation

/// A string catalog (`Localizable.xcstrings`), the JSON file Xcode 15 and later edit, read as is.
///
/// On Apple platforms Xcode compiles a catalog into `.strings` and `.stringsdict` files per
/// language; SwiftPM on Linux copies it into the bundle unchanged, so Darkroom reads the JSON:
/// `stringUnit` values of any state, `variations` by `plural` and `device` (nested either way),
/// and `substitutions` with their `argNum`, `formatSpecifier` and plural variations.
struct StringCatalogFile: Sendable {
    /// The language the keys are written in (`sourceLanguage`).
    let sourceLanguage: String
    /// Language → key → translation.
    let languages: [String: LocalizedTable]
    /// Every key the catalog lists: in the source language a key without a value shows itself.
    let keys: Set<String>

    /// Reads a catalog; `nil` (with the reason) when the file is not a string catalog.
    static func read(_ url: URL) -> Result<StringCatalogFile, AssetCatalogError> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.missingContents(url))
        }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            return .failure(.malformedContents(url, reason: "not a string catalog (no \"strings\" object)"))
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        var languages: [String: LocalizedTable] = [:]
        for (key, value) in strings {
            guard let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any],
                      let template = template(localization) else { continue }
                var entry = LocalizedEntry(template: template)
                if let subs = localization["substitutions"] as? [String: Any] {
                    for (name, sub) in subs {
                        guard let sub = sub as? [String: Any], let t = self.template(sub) else { continue }
                        entry.substitutions[name] = LocalizedEntry.Substitution(
                            argument: sub["argNum"] as? Int,
                            formatSpecifier: sub["formatSpecifier"] as? String ?? "@", template: t)
                    }
                }
                languages[language, default: [:]][key] = entry
            }
        }
        return .success(StringCatalogFile(sourceLanguage: source, languages: languages, keys: Set(strings.keys)))
    }

    /// A localization's value: its string unit, or its variations.
    private static func template(_ node: [String: Any]) -> LocalizedTemplate? {
        if let unit = node["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return .format(value)
        }
        guard let variations = node["variations"] as? [String: Any] else { return nil }
        for (kind, cases) in variations {
            guard let cases = cases as? [String: Any] else { continue }
            var out: [String: LocalizedTemplate] = [:]
            for (name, child) in cases {
                if let child = child as? [String: Any], let t = template(child) { out[name] = t }
            }
            guard !out.isEmpty else { continue }
            switch kind {
            case "plural": return .plural(out)
            case "device": return .device(out)
            default: continue
            }
        }
        return nil
    }
}
