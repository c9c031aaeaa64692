import Foundation

extension NavigationSplitViewVisibility: Codable {
    private static let names = ["automatic", "all", "doubleColumn", "detailOnly"]

    /// Writes the visibility as its name (`"all"`, `"doubleColumn"`, …), so scene storage can keep it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.names.indices.contains(kind) ? Self.names[kind] : "automatic")
    }
    /// Reads a visibility `encode(to:)` wrote; an unknown name is a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = Self.names.firstIndex(of: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown visibility \(name)")
        }
        self.init(kind: kind)
    }
}
