import Foundation

/// Language identifiers as localization folders and string catalogs name them (`en`, `pt-BR`,
/// `zh-Hans`), and the order in which a locale falls back through them.
enum LocaleLanguage {
    /// The locale's language as a BCP 47 tag: `fr_FR` → `fr-FR`, `zh-Hans_CN` → `zh-Hans-CN`.
    static func identifier(of locale: Locale) -> String {
        locale.identifier.replacingOccurrences(of: "_", with: "-")
    }

    /// The identifiers to try for `language`, most specific first: `pt-BR` → `pt-BR`, `pt_BR`,
    /// `pt`; `zh-Hant-TW` → `zh-Hant-TW`, `zh-Hant`, `zh`. A script-less Chinese region maps to
    /// its script as Apple does (`zh-TW`/`zh-HK` → `zh-Hant`, `zh-CN` → `zh-Hans`).
    static func candidates(for language: String) -> [String] {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        var parts = tag.split(separator: "-").map(String.init)
        // Drop Unicode extensions (`-u-…`) and a POSIX variant.
        if let u = parts.firstIndex(of: "u") { parts = Array(parts[..<u]) }
        guard let first = parts.first, !first.isEmpty else { return [] }
        var out: [String] = []
        func add(_ s: String) { if !out.contains(s) { out.append(s) } }
        var p = parts
        while !p.isEmpty {
            add(p.joined(separator: "-"))
            if p.count > 1 { add(p.joined(separator: "_")) }
            p.removeLast()
        }
        if first.lowercased() == "zh", !parts.contains(where: { $0 == "Hans" || $0 == "Hant" }) {
            let traditional = parts.contains { ["TW", "HK", "MO"].contains($0) }
            out.insert(traditional ? "zh-Hant" : "zh-Hans", at: max(0, out.count - 1))
        }
        return out
    }

    /// The language part alone (`pt-BR` → `pt`), lower-cased.
    static func base(of language: String) -> String {
        String(language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }
}
