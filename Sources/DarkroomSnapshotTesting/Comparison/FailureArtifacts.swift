import DarkroomCompat
import Foundation
import Testing

/// Writes the three images of a failed comparison next to each other and
/// attaches them to the running Swift Testing test.
///
/// Folder: `$SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's variable; the temporary
/// directory when unset) `/DarkroomSnapshotTesting/<test>-<digest>/`, holding
/// `reference.png`, `failure.png` and `difference.png`. The digest is of the new
/// snapshot's bytes, so re-running a failing test rewrites the same folder.
/// Swift Testing stores the attachments where `swift test --attachments-path` says;
/// corelibs XCTest has no attachment API, so XCTest failures carry the folder's
/// path in their message instead.
enum FailureArtifacts {
    struct Written {
        let folder: URL
        let names: [String]
    }

    static func write(reference: Data, failure: Data, difference: Data?) -> Written? {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let testName = Test.current.map { sanitized($0.name) } ?? "snapshot"
        let folder = URL(fileURLWithPath: base, isDirectory: true)
            .appendingPathComponent("DarkroomSnapshotTesting")
            .appendingPathComponent("\(testName)-\(digest(failure))")
        var files = [("reference.png", reference), ("failure.png", failure)]
        if let difference { files.append(("difference.png", difference)) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, data) in files {
                try data.write(to: folder.appendingPathComponent(name), options: .atomic)
            }
        } catch {
            return nil
        }
        if Test.current != nil {
            for (name, data) in files {
                Attachment.record([UInt8](data), named: name)
            }
        }
        return Written(folder: folder, names: files.map(\.0))
    }

    private static func sanitized(_ name: String) -> String {
        let cleaned = name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return cleaned.isEmpty ? "snapshot" : cleaned
    }

    /// FNV-1a, 64 bits, in hex: a stable name for the same failing bytes.
    private static func digest(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
