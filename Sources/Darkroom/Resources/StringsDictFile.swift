import Foundation

/// A `.stringsdict` table: a property list whose entries name a format
/// (`NSStringLocalizedFormatKey`, with `%#@variable@` placeholders) and, per variable, its
/// plural (`NSStringPluralRuleType`) or device (`NSStringDeviceSpecificRuleType`) variations.
enum StringsDictFile {
    /// The table's entries; `nil` when the file is not a property list of dictionaries.
    static func read(_ url: URL) -> LocalizedTable? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let root = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        else { return nil }
        var table: LocalizedTable = [:]
        for (key, value) in root {
            guard let dict = value as? [String: Any] else { continue }
            if let format = dict["NSStringLocalizedFormatKey"] as? String {
                var entry = LocalizedEntry(template: .format(format))
                for (name, rule) in dict where name != "NSStringLocalizedFormatKey" {
                    guard let rule = rule as? [String: Any], let t = variations(rule) else { continue }
                    entry.substitutions[name] = LocalizedEntry.Substitution(
                        argument: nil, formatSpecifier: rule["NSStringFormatValueTypeKey"] as? String ?? "d",
                        template: t)
                }
                table[key] = entry
            } else if let t = variations(dict) {
                // A key whose value is itself a rule (device-specific strings are often written so).
                table[key] = LocalizedEntry(template: t)
            }
        }
        return table
    }

    private static let categories = ["zero", "one", "two", "few", "many", "other"]

    private static func variations(_ rule: [String: Any]) -> LocalizedTemplate? {
        let type = rule["NSStringFormatSpecTypeKey"] as? String
        var cases: [String: LocalizedTemplate] = [:]
        for (name, value) in rule where !name.hasPrefix("NSString") {
            if let s = value as? String {
                cases[name] = .format(s)
            } else if let nested = value as? [String: Any], let t = variations(nested) {
                cases[name] = t
            }
        }
        guard !cases.isEmpty else { return nil }
        if type == "NSStringDeviceSpecificRuleType" { return .device(cases) }
        if type == "NSStringPluralRuleType" || cases.keys.allSatisfy(categories.contains) { return .plural(cases) }
        return .device(cases)
    }
}
