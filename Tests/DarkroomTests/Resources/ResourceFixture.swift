import Foundation

/// A folder of resources written by a test: catalogs and string tables as Xcode writes them.
struct ResourceFixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` under the root, creating folders.
    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, Data(text.utf8))
    }

    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A colour set's Contents.json from `(appearances, components)` entries.
    static func colorSet(_ entries: [(appearances: String, space: String, r: String, g: String, b: String, a: String)])
        -> String
    {
        let colors = entries.map { e in
            """
            { \(e.appearances.isEmpty ? "" : "\"appearances\" : [\(e.appearances)],")
              "color" : { "color-space" : "\(e.space)",
                "components" : { "red" : "\(e.r)", "green" : "\(e.g)", "blue" : "\(e.b)", "alpha" : "\(e.a)" } },
              "idiom" : "universal" }
            """
        }
        let info = "\"info\" : { \"author\" : \"xcode\", \"version\" : 1 }"
        return "{ \"colors\" : [\(colors.joined(separator: ","))], \(info) }"
    }

    static let dark = "{ \"appearance\" : \"luminosity\", \"value\" : \"dark\" }"
    static let highContrast = "{ \"appearance\" : \"contrast\", \"value\" : \"high\" }"
}
