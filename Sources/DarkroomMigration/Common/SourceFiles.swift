import Foundation

/// Finds the Swift files a tool works on: one file, or every `.swift` file under a folder
/// (a package or a plain folder), skipping build folders and hidden folders.
public enum SourceFiles {
    /// Errors finding the input.
    public enum Failure: Error, CustomStringConvertible {
        /// Nothing exists at the given path.
        case notFound(String)

        /// The path that was not found, for the tool's error output.
        public var description: String {
            switch self {
            case .notFound(let path): return "no such file or folder: \(path)"
            }
        }
    }

    /// Swift files under `path`, sorted, `Package.swift` manifests excluded (they import PackageDescription only).
    public static func swiftFiles(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure.notFound(path)
        }
        guard isDirectory.boolValue else { return [path] }
        let root = URL(fileURLWithPath: path)
        var found: [String] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys)
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: Set(keys)).isDirectory) ?? false
            if isFolder {
                // Build products and checkouts hold other packages' sources.
                if name.hasPrefix(".") || name == "Packages" { enumerator?.skipDescendants() }
                continue
            }
            guard name.hasSuffix(".swift"), name != "Package.swift", !name.hasPrefix("Package@swift") else { continue }
            found.append(relative(url.path, to: root.path, shown: path))
        }
        return found.sorted()
    }

    /// `file` shown under the folder the user named (so reports say `Sources/App/X.swift`, not absolute paths).
    private static func relative(_ file: String, to root: String, shown: String) -> String {
        guard file.hasPrefix(root + "/") else { return file }
        let tail = String(file.dropFirst(root.count + 1))
        return shown == "." ? tail : (shown.hasSuffix("/") ? shown + tail : shown + "/" + tail)
    }
}
