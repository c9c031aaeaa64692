import Foundation

/// An Xcode asset catalog (`Assets.xcassets`) read from its folder, as Xcode compiles it.
///
/// Darkroom reads the catalog's source form — the folder of `Contents.json` files and images —
/// since Linux has no `actool` to compile it into `Assets.car`. Colour sets, image sets, app icon
/// sets, symbol sets and data sets are read; folders whose `Contents.json` sets
/// `provides-namespace` prefix their assets' names (`Icons/close`), other folders group without
/// naming. `Image("logo")`, `Color("BrandPrimary")`, `UIImage(named:)`, `NSImage(named:)`,
/// `UIColor(named:)` and `NSDataAsset(name:)` find catalogs through ``AppResources``; this type is
/// for reading one explicitly (to check a catalog in a test, say).
///
/// Catalogs are read once per folder and kept for the life of the process.
public struct AssetCatalog: Sendable {
    /// The catalog folder.
    public let url: URL
    /// Sets that were skipped because their `Contents.json` is missing or malformed, or a colour
    /// could not be read; lookups treat them as absent.
    public let problems: [AssetCatalogError]

    let colors: [String: ColorSetAsset]
    let images: [String: ImageSetAsset]
    let symbols: [String: SymbolSetAsset]
    let dataSets: [String: DataSetAsset]

    /// The names of the catalog's colour sets, namespaces included.
    public var colorNames: [String] { colors.keys.sorted() }
    /// The names of the catalog's image sets and app icon sets.
    public var imageNames: [String] { images.keys.sorted() }
    /// The names of the catalog's symbol sets.
    public var symbolNames: [String] { symbols.keys.sorted() }
    /// The names of the catalog's data sets.
    public var dataNames: [String] { dataSets.keys.sorted() }

    /// Reads the catalog at `url` (a `.xcassets` folder).
    ///
    /// - Throws: ``AssetCatalogError/notAFolder(_:)`` when `url` is not a folder. Broken sets do
    ///   not throw: they are listed in ``problems``.
    public init(contentsOf url: URL) throws(AssetCatalogError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(url)
        }
        var walker = Walker()
        walker.walk(url, prefix: "", depth: 0)
        self.url = url
        problems = walker.problems
        colors = walker.colors; images = walker.images; symbols = walker.symbols; dataSets = walker.dataSets
    }

    /// Reads every set under a catalog folder.
    private struct Walker {
        var problems: [AssetCatalogError] = []
        var colors: [String: ColorSetAsset] = [:]
        var images: [String: ImageSetAsset] = [:]
        var symbols: [String: SymbolSetAsset] = [:]
        var dataSets: [String: DataSetAsset] = [:]

        /// Folders nest as deep as people make them; 16 levels is beyond any real catalog and
        /// stops a symbolic-link loop.
        static let maxDepth = 16

        mutating func walk(_ folder: URL, prefix: String, depth: Int) {
            guard depth < Self.maxDepth,
                  let children = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
            for child in children.sorted() where !child.hasPrefix(".") {
                let url = folder.appendingPathComponent(child)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                      isDirectory.boolValue else { continue }
                let ext = url.pathExtension.lowercased()
                let name = prefix + url.deletingPathExtension().lastPathComponent
                do throws(AssetCatalogError) {
                    switch ext {
                    case "colorset":
                        colors[name] = try ColorSetAsset(url: url, contents: read(url))
                    case "imageset":
                        images[name] = try ImageSetAsset(url: url, contents: read(url))
                    case "appiconset":
                        images[name] = try ImageSetAsset(url: url, contents: read(url), isAppIcon: true)
                    case "symbolset":
                        symbols[name] = try SymbolSetAsset(url: url, contents: read(url))
                    case "dataset":
                        dataSets[name] = try DataSetAsset(url: url, contents: read(url))
                    case "", "spriteatlas":
                        // A group: its name prefixes its children's only when it provides a namespace.
                        let contents = try? AssetContents.read(url.appendingPathComponent("Contents.json"))
                        let namespaced = contents?.properties?.providesNamespace == true
                        walk(url, prefix: namespaced ? name + "/" : prefix, depth: depth + 1)
                    default:
                        // Image stacks, texture sets, AR and sticker sets: not drawn by views.
                        continue
                    }
                } catch {
                    problems.append(error)
                }
            }
        }

        func read(_ set: URL) throws(AssetCatalogError) -> AssetContents {
            try AssetContents.read(set.appendingPathComponent("Contents.json"))
        }
    }
}
