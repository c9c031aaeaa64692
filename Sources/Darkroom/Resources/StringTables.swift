import Foundation

/// The string tables found in one resource folder: string catalogs, and `.strings` /
/// `.stringsdict` files in `<language>.lproj` folders, by table name.
struct StringTables: Sendable {
    /// Table name → language → key → translation.
    var tables: [String: [String: LocalizedTable]] = [:]
    /// Table name → its string catalog's source language and keys.
    var catalogs: [String: (sourceLanguage: String, keys: Set<String>)] = [:]
    /// Files that could not be read.
    var problems: [AssetCatalogError] = []

    var isEmpty: Bool { tables.isEmpty && catalogs.isEmpty }

    mutating func addCatalog(_ url: URL) {
        switch StringCatalogFile.read(url) {
        case .success(let file):
            let name = url.deletingPathExtension().lastPathComponent
            for (language, table) in file.languages {
                tables[name, default: [:]][language, default: [:]].merge(table) { old, _ in old }
            }
            catalogs[name] = (file.sourceLanguage, file.keys)
        case .failure(let error):
            problems.append(error)
        }
    }

    /// Reads the tables of a `<language>.lproj` folder.
    mutating func addLocalizationFolder(_ url: URL) {
        let language = url.deletingPathExtension().lastPathComponent
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        // `.stringsdict` entries win over `.strings` ones of the same key, as in Foundation.
        for file in files.sorted() where file.hasSuffix(".strings") {
            let fileURL = url.appendingPathComponent(file)
            guard let entries = StringsFile.read(fileURL) else {
                problems.append(.malformedContents(fileURL, reason: "not a strings table"))
                continue
            }
            let name = fileURL.deletingPathExtension().lastPathComponent
            for (key, value) in entries {
                tables[name, default: [:]][language, default: [:]][key] = LocalizedEntry(template: .format(value))
            }
        }
        for file in files.sorted() where file.hasSuffix(".stringsdict") {
            let fileURL = url.appendingPathComponent(file)
            guard let entries = StringsDictFile.read(fileURL) else {
                problems.append(.malformedContents(fileURL, reason: "not a property list of rules"))
                continue
            }
            let name = fileURL.deletingPathExtension().lastPathComponent
            tables[name, default: [:]][language, default: [:]].merge(entries) { _, new in new }
        }
    }

    /// The translation of `key` in table `table` for `language`, falling back from a regional
    /// language to its base (`pt-BR` → `pt`), then to the catalog's source language, then to
    /// `Base` and `en`. A key the catalog lists but does not translate for its source language
    /// is its own value. `nil` when no table here has the key.
    func entry(_ key: String, table: String, language: String) -> LocalizedEntry? {
        let byLanguage = tables[table] ?? [:]
        for candidate in LocaleLanguage.candidates(for: language) {
            if let hit = byLanguage[candidate]?[key] { return hit }
        }
        let source = catalogs[table]?.sourceLanguage
        for fallback in [source, "Base", "en"].compactMap({ $0 }) {
            if let hit = byLanguage[fallback]?[key] { return hit }
        }
        if let catalog = catalogs[table], catalog.keys.contains(key) {
            return LocalizedEntry(template: .format(key))
        }
        return nil
    }
}
