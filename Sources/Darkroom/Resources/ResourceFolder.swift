import Foundation

/// Everything read from one resource location: its asset catalogs and string tables.
final class ResourceFolder: Sendable {
    let url: URL
    let catalogs: [AssetCatalog]
    let strings: StringTables

    var isEmpty: Bool { catalogs.isEmpty && strings.isEmpty }

    /// Reads `url`: an `.xcassets` folder, a string catalog, an `.lproj` folder, or a folder
    /// searched for them (`bundleLayout`: only its top level and its resource bundles).
    init(url: URL, bundleLayout: Bool) {
        self.url = url
        var catalogs: [AssetCatalog] = []
        var strings = StringTables()
        Self.scan(url, depth: 0, maxDepth: bundleLayout ? 2 : 5, bundleLayout: bundleLayout,
                  catalogs: &catalogs, strings: &strings)
        self.catalogs = catalogs
        self.strings = strings
        for problem in catalogs.flatMap(\.problems) + strings.problems {
            ResourceWarnings.warn("darkroom: warning: \(problem); skipped")
        }
    }

    /// Folders never searched: build products, dependencies, project files.
    private static let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", "build"]

    private static func scan(_ url: URL, depth: Int, maxDepth: Int, bundleLayout: Bool,
                             catalogs: inout [AssetCatalog], strings: inout StringTables) {
        switch url.pathExtension.lowercased() {
        case "xcassets":
            if let catalog = try? AssetCatalog(contentsOf: url) { catalogs.append(catalog) }
            return
        case "xcstrings":
            strings.addCatalog(url)
            return
        case "lproj":
            strings.addLocalizationFolder(url)
            return
        case "xcodeproj", "xcworkspace", "git":
            return
        default:
            break
        }
        guard depth < maxDepth,
              let children = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        for child in children.sorted() where !child.hasPrefix(".") && !skipped.contains(child) {
            let childURL = url.appendingPathComponent(child)
            let ext = childURL.pathExtension.lowercased()
            if ext == "xcstrings" { strings.addCatalog(childURL); continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: childURL.path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { continue }
            // In a bundle only catalogs, localizations and nested resource bundles count: the
            // executable's folder also holds build products that must not be walked.
            if bundleLayout, !["xcassets", "lproj", "resources", "bundle"].contains(ext) { continue }
            scan(childURL, depth: depth + 1, maxDepth: maxDepth, bundleLayout: bundleLayout,
                 catalogs: &catalogs, strings: &strings)
        }
    }
}

/// Warnings about resources, each printed once per process.
enum ResourceWarnings {
    private final class Seen: @unchecked Sendable {
        let lock = NSLock()
        var messages: Set<String> = []
    }
    private static let seen = Seen()

    static func warn(_ message: String) {
        let isNew = seen.lock.withLock { seen.messages.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
