#if canImport(Glibc)
import Glibc
#endif
import Darkroom
import Foundation

/// Paths that are not regular files, given as images and fonts: a FIFO (which
/// would block a reader forever), a directory, devices that never end.
enum FileCases {
    static func fifo(_ name: String) -> String {
        let path = scratchFolder(name).appendingPathComponent("pipe.png").path
        mkfifo(path, 0o600)
        return path
    }

    static func directory(_ name: String) -> String { scratchFolder(name).path }

    static var paths: [(String, (String) -> String)] { [
        ("fifo", fifo), ("directory", directory),
        ("dev-zero", { _ in "/dev/zero" }), ("dev-urandom", { _ in "/dev/urandom" }), ("missing",
            { _ in "/nonexistent/x.png" }),
        ("empty", { name in
            let url = scratchFolder(name).appendingPathComponent("empty.png")
            FileManager.default.createFile(atPath: url.path, contents: Data())
            return url.path
        }),
        ("garbage", { name in
            let url = scratchFolder(name).appendingPathComponent("garbage.ttf")
            FileManager.default.createFile(atPath: url.path,
                contents: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }))
            return url.path
        }),
    ] }

    static func mustBeNil(_ value: Any?, _ what: String) throws -> String {
        guard value == nil else { throw CaseFailure("\(what) accepted") }
        return "nil"
    }

    static var all: [HostileCase] {
        var cases: [HostileCase] = []
        for (label, make) in paths {
            cases.append(HostileCase(name: "file/\(label)/ImageLoader") {
                try mustBeNil(ImageLoader.shared.decode(make("loader-\(label)")), "ImageLoader")
            })
            cases.append(HostileCase(name: "file/\(label)/UIImage") {
                try mustBeNil(UIImage(contentsOfFile: make("uiimage-\(label)")), "UIImage")
            })
            cases.append(HostileCase(name: "file/\(label)/NSImage") {
                try mustBeNil(NSImage(contentsOfFile: make("nsimage-\(label)")), "NSImage")
            })
            cases.append(HostileCase(name: "file/\(label)/CGDataProvider") {
                // A data provider holds any regular file's bytes (an empty or garbage file included).
                let path = make("provider-\(label)")
                let provider = CGDataProvider(url: URL(fileURLWithPath: path))
                guard label == "empty" || label == "garbage" else { return try mustBeNil(provider, "CGDataProvider") }
                guard provider != nil else { throw CaseFailure("a regular file was refused") }
                return "bytes of a regular file"
            })
            cases.append(HostileCase(name: "file/\(label)/FontConfiguration") {
                let path = make("font-\(label)")
                do {
                    _ = try FontConfiguration(fontFiles: [URL(fileURLWithPath: path)])
                    throw CaseFailure("FontConfiguration accepted \(path)")
                } catch let error as FontConfiguration.Error {
                    return "refused: \(error)"
                }
            })
        }
        return cases
    }
}
