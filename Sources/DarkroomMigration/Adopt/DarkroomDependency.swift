import Foundation

/// Where a package gets Darkroom from: a local checkout or a git URL with a version.
public enum DarkroomDependency: Sendable, Equatable {
    /// A local checkout at a path.
    case path(String)
    /// A git URL, from a version.
    case url(String, from: String)

    /// The `.package(...)` line for the manifest.
    var packageLine: String {
        switch self {
        case .path(let path): return ".package(path: \(literal(path)))"
        case .url(let url, let version): return ".package(url: \(literal(url)), from: \(literal(version)))"
        }
    }

    /// The package identity SwiftPM derives (the last path component, without `.git`), for `.product(package:)`.
    var identity: String {
        let raw: String
        switch self {
        case .path(let path): raw = path
        case .url(let url, _): raw = url
        }
        var last = raw.split(separator: "/").last.map(String.init) ?? raw
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
