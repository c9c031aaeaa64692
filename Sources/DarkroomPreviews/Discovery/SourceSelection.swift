import DarkroomMigration
import Foundation

/// Which Swift files of a folder are the app's code: everything but tests, build products, dependency
/// managers' checkouts and manifests. A package (a folder with `Package.swift`) contributes its `Sources/`
/// folder and the target folders its manifest names; local packages inside an app's folder are read too.
public enum SourceSelection {
    /// Folder names never descended into: build products, dependency managers' checkouts, tests.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "Tests", "build", "Benchmarks",
                                              "Fuzz"]

    /// The Swift files under `root`, relative to it, sorted.
    public static func swiftFiles(root: URL) -> [String] {
        var found: Set<String> = []
        for start in roots(of: root) { found.formUnion(swiftFiles(under: start, root: root)) }
        return found.sorted()
    }

    /// Where the sources are: a package's `Sources/` and the folders its manifest names as target paths
    /// (test targets aside), or the whole folder.
    static func roots(of root: URL) -> [URL] {
        let manager = FileManager.default
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [root] }
        var paths = ["Sources"]
        for target in ManifestEditor(dependency: .path(".")).targets(in: text) {
            let path = target.path.hasPrefix("./") ? String(target.path.dropFirst(2)) : target.path
            if !path.split(separator: "/").contains(where: { $0.hasSuffix("Tests") || $0 == "Tests" }) {
                paths.append(path)
            }
        }
        let existing = paths.map { root.appendingPathComponent($0) }.filter { manager.fileExists(atPath: $0.path) }
        return existing.isEmpty ? [root] : existing
    }

    private static func swiftFiles(under start: URL, root: URL) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let enumerator = manager.enumerator(at: start, includingPropertiesForKeys: keys)
        let rootPath = root.standardizedFileURL.path
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: Set(keys)).isDirectory) ?? false {
                if name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix("Tests")
                    || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj") {
                    enumerator?.skipDescendants()
                }
                continue
            }
            guard name.hasSuffix(".swift"), name != "Package.swift", !name.hasPrefix("Package@swift") else { continue }
            let path = url.standardizedFileURL.path
            found.append(path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path)
        }
        return found
    }

    /// Module names that are the code base's own (the folders holding its sources, e.g. each target under
    /// `Sources/`): a scratch build compiles all files as one module, so imports of these are dropped.
    public static func localModules(files: [String]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for component in file.split(separator: "/").dropLast() { names.insert(String(component)) }
        }
        return names
    }
}
