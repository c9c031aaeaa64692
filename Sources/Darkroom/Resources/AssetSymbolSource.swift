import Foundation

extension AssetCatalog {
    /// Which bundle generated asset symbols name.
    public enum SymbolBundle: String, Sendable, CaseIterable {
        /// `Bundle.module`: the catalog is a SwiftPM resource of the target.
        case module
        /// `Bundle.main`: the catalog is found through the main bundle or the render's folders.
        case main
    }

    /// The Swift source of the asset symbols Xcode generates for this catalog
    /// (`ColorResource.accent`, `Color.accent`, `ShapeStyle.accent`, `ImageResource.logo`), in the
    /// form that compiles with DarkroomCompat, guarded by `#if !canImport(SwiftUI)` so that
    /// Xcode's own generated file is used on Apple platforms. `darkroom asset-symbols` writes it.
    ///
    /// Names follow Xcode's rule: words split at spaces, hyphens, underscores, dots and namespace
    /// slashes, joined in lower camel case, a trailing `Color` (colours) or `Image` (images)
    /// dropped, a leading digit prefixed with `_`.
    public func generatedSymbolsSource(bundle: SymbolBundle = .module) -> String {
        var lines = [
            "// The asset symbols Xcode generates for \(url.lastPathComponent), for Linux (written by",
            "// `darkroom asset-symbols`; on Apple platforms Xcode's own generated file is used).",
            "#if !canImport(SwiftUI)",
            "import DarkroomCompat",
            "",
            "private let resourceBundle = Foundation.Bundle.\(bundle.rawValue)",
        ]
        let colors = colorNames.map { ($0, Self.symbolName($0, dropping: "Color")) }
        let images = imageNames.map { ($0, Self.symbolName($0, dropping: "Image")) }
        if !colors.isEmpty {
            lines += ["", "extension ColorResource {"]
            for (name, symbol) in colors {
                lines += ["    /// The \"\(name)\" asset catalog color resource.",
                          "    static let \(symbol) = ColorResource(name: \"\(name)\", bundle: resourceBundle)"]
            }
            lines += ["}", "", "extension Color {"]
            for (name, symbol) in colors {
                lines += [
                    "    /// The \"\(name)\" asset catalog color.",
                    "    static var \(symbol): Color { .init(.\(symbol)) }"
                ]
            }
            lines += ["}", "", "extension ShapeStyle where Self == Color {"]
            for (name, symbol) in colors {
                lines += [
                    "    /// The \"\(name)\" asset catalog color.",
                    "    static var \(symbol): Color { .init(.\(symbol)) }"
                ]
            }
            lines += ["}"]
        }
        if !images.isEmpty {
            lines += ["", "extension ImageResource {"]
            for (name, symbol) in images {
                lines += ["    /// The \"\(name)\" asset catalog image resource.",
                          "    static let \(symbol) = ImageResource(name: \"\(name)\", bundle: resourceBundle)"]
            }
            lines += ["}"]
        }
        lines += ["#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// A set's name as a Swift identifier, as Xcode makes it.
    static func symbolName(_ name: String, dropping suffix: String) -> String {
        let words = name.split(whereSeparator: { " -_./".contains($0) }).map(String.init)
        var symbol = words.enumerated().map { i, word in
            i == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        symbol = symbol.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol.isEmpty ? "_" : symbol
    }
}
