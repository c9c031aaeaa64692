import Foundation

/// Which Swift files of a folder are the app's code: everything but tests, build products, other packages'
/// checkouts and manifests. A package (a folder with `Package.swift`) contributes its `Sources/` folder.
public enum SourceSelection {
    /// Folder names never descended into: build products, dependency managers' checkouts, tests.
    static let skippedFolders: Set<String> = ["Packages", "Pods", "Carthage", "DerivedData", "Tests", "build",
                                              "Benchmarks", "Fuzz"]

    /// The Swift files under `root`, relative to it, sorted.
    public static func swiftFiles(root: URL) -> [String] {
        let manager = FileManager.default
        var start = root
        if manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
           manager.fileExists(atPath: root.appendingPathComponent("Sources").path) {
            start = root.appendingPathComponent("Sources")
        }
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
        return found.sorted()
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
