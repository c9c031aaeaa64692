import DarkroomSnapshotTesting
import Foundation

/// Helpers shared by the strategy tests.
enum SnapshotTestSupport {
    /// A fresh folder under the temporary directory, for references a test records.
    static func scratchDirectory(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("DarkroomSnapshotTestingTests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The value a strategy makes of `value` (the strategies here produce it synchronously).
    static func take<Value, Format>(_ value: Value, _ strategy: Snapshotting<Value, Format>) -> Format {
        var result: Format?
        strategy.snapshot(value).run { result = $0 }
        return result!
    }

    /// The 8-bit colour at a pixel of an image.
    static func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)? {
        guard let pixel = image.cgImage?.rgba8(x: x, y: y) else { return nil }
        return (pixel.r, pixel.g, pixel.b)
    }

    /// The folder a failure message says the three images were written to.
    static func artifactsFolder(in message: String) -> String? {
        guard let range = message.range(of: "difference.png to ") else { return nil }
        return String(message[range.upperBound...].prefix { $0 != "\n" })
    }
}
