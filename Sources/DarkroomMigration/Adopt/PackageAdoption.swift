import Foundation

/// The `Package.swift` side of `adopt`: which Darkroom products each target needs, from what its files import.
public enum PackageAdoption {
    /// The manifest at `root/Package.swift` edited for the modules each file imports, or `nil` without a manifest.
    public static func manifestResult(root: String, modulesByFile: [String: Set<String>],
                                      dependency: DarkroomDependency) -> FileResult? {
        let manifest = (root as NSString).appendingPathComponent("Package.swift")
        guard let data = FileManager.default.contents(atPath: manifest),
              let text = String(data: data, encoding: .utf8) else { return nil }
        let editor = ManifestEditor(dependency: dependency)
        let targets = editor.targets(in: text)
        var products: [String: Set<String>] = [:]
        for (file, modules) in modulesByFile where !modules.isEmpty {
            let relative = relativePath(file, root: root)
            guard let target = targets.first(where: { relative.hasPrefix(normalized($0.path) + "/") }) else { continue }
            for module in modules {
                guard let product = AdoptedModules.replacement(for: module) else { continue }
                products[target.name, default: []].insert(product)
            }
        }
        let ordered = products.mapValues { $0.sorted() }
        return editor.edit(text, path: manifest, products: ordered)
    }

    private static func normalized(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") { p.removeLast() }
        return p
    }

    private static func relativePath(_ file: String, root: String) -> String {
        let f = URL(fileURLWithPath: file).standardizedFileURL.path
        let r = URL(fileURLWithPath: root).standardizedFileURL.path
        return f.hasPrefix(r + "/") ? String(f.dropFirst(r.count + 1)) : f
    }
}
