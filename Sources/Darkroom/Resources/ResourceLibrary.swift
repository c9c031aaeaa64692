import Foundation

/// Finds named resources for a lookup: the environment's folders, then the bundle (see
/// ``AppResources`` for the order), each read once and kept.
enum ResourceLibrary {
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var folders: [String: ResourceFolder] = [:]
    }
    private static let cache = Cache()

    /// The folder at `url`, read on first use.
    static func folder(_ url: URL, bundleLayout: Bool) -> ResourceFolder {
        let key = (bundleLayout ? "bundle:" : "folder:") + url.standardizedFileURL.path
        if let hit = cache.lock.withLock({ cache.folders[key] }) { return hit }
        // Read outside the lock: another thread may read the same folder meanwhile; the first
        // one stored is kept, so every lookup sees one value.
        let read = ResourceFolder(url: url, bundleLayout: bundleLayout)
        return cache.lock.withLock {
            if let hit = cache.folders[key] { return hit }
            cache.folders[key] = read
            return read
        }
    }

    /// Where a lookup searches, in order: the resource folders, then the bundle (or the main one).
    static func roots(bundle: Bundle?, resources: AppResources) -> [ResourceFolder] {
        // The common case — no folders, the main bundle — is every `Text` of every render: read once.
        if bundle == nil && resources.folders.isEmpty { return mainBundleRoots }
        var out = resources.folders.map { folder($0, bundleLayout: false) }
        let b = bundle ?? Bundle.main
        out.append(folder(b.resourceURL ?? b.bundleURL, bundleLayout: true))
        return out.filter { !$0.isEmpty }
    }

    private static let mainBundleRoots: [ResourceFolder] = {
        let main = folder(Bundle.main.resourceURL ?? Bundle.main.bundleURL, bundleLayout: true)
        return main.isEmpty ? [] : [main]
    }()

    static func roots(bundle: Bundle?, environment: EnvironmentValues) -> [ResourceFolder] {
        roots(bundle: bundle, resources: environment.appResources)
    }

    // MARK: Assets

    static func colorSet(named name: String, bundle: Bundle?, resources: AppResources, ignoringCase: Bool = false)
        -> ColorSetAsset?
    {
        let roots = roots(bundle: bundle, resources: resources)
        for root in roots {
            for catalog in root.catalogs { if let hit = catalog.colors[name] { return hit } }
        }
        guard ignoringCase else { return nil }
        let folded = name.lowercased()
        for root in roots {
            for catalog in root.catalogs {
                // Sorted, so that two sets differing only in case resolve the same way every time.
                if let key = catalog.colors.keys.sorted().first(where: { $0.lowercased() == folded }) {
                    return catalog.colors[key]
                }
            }
        }
        return nil
    }

    static func imageSet(named name: String, bundle: Bundle?, resources: AppResources) -> ImageSetAsset? {
        for root in roots(bundle: bundle, resources: resources) {
            for catalog in root.catalogs { if let hit = catalog.images[name] { return hit } }
        }
        return nil
    }

    static func symbolSet(named name: String, bundle: Bundle?, resources: AppResources) -> SymbolSetAsset? {
        for root in roots(bundle: bundle, resources: resources) {
            for catalog in root.catalogs { if let hit = catalog.symbols[name] { return hit } }
        }
        return nil
    }

    /// A data set's bytes and type (`NSDataAsset`).
    package static func dataAsset(named name: String, bundle: Bundle?) -> (data: Data, typeIdentifier: String)? {
        for root in roots(bundle: bundle, resources: AppResources.standard) {
            for catalog in root.catalogs {
                guard let set = catalog.dataSets[name] else { continue }
                guard let data = FileManager.default.contents(atPath: set.file.path) else { return nil }
                return (data, set.typeIdentifier ?? "public.data")
            }
        }
        return nil
    }

    // MARK: Strings

    /// The translation of `key`, or `nil` when no table has it.
    static func localizedEntry(_ key: String, table: String?, bundle: Bundle?, language: String,
                               resources: AppResources) -> LocalizedEntry? {
        let name = table ?? "Localizable"
        for root in roots(bundle: bundle, resources: resources) where !root.strings.isEmpty {
            if let hit = root.strings.entry(key, table: name, language: language) { return hit }
        }
        return nil
    }
}
