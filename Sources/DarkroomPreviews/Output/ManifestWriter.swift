import Foundation

/// Writes `manifest.json`: a JSON array with one object per image, sorted by file, line, name, device and
/// variant, keys sorted, so two runs over the same code give the same bytes (but for `ms`).
public enum ManifestWriter {
    /// The manifest's bytes.
    public static func data(_ entries: [ManifestEntry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(sorted(entries))
    }

    /// Entries in manifest order.
    public static func sorted(_ entries: [ManifestEntry]) -> [ManifestEntry] {
        entries.enumerated().sorted { left, right in
            let a = left.element, b = right.element
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// Reads a manifest written by `data(_:)`.
    public static func read(_ url: URL) throws -> [ManifestEntry] {
        try JSONDecoder().decode([ManifestEntry].self, from: Data(contentsOf: url))
    }
}
