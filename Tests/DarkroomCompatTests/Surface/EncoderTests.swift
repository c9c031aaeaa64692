import Foundation
import Testing
@testable import DarkroomCompat

/// The libgd encoders write files that decode back to the window's pixels.
@Suite struct EncoderTests {
    static func bitmap() throws -> GDBitmap {
        let view = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1).opacity(0.5)
        }
        return try SnapshotRequest(size: CGSize(width: 40, height: 20), scale: 1).renderBitmap(view)
    }

    @Test func gifWebpBmpJpegPngDecode() throws {
        let b = try Self.bitmap()
        let formats: [(String, Data, Int)] = [
            ("gif", try b.gifData(), 4), ("webp", try b.webpData(quality: 0.95), 12),
            ("bmp", try b.bmpData(), 0), ("jpeg", try b.jpegData(compressionQuality: 0.95), 12),
            ("png", try b.pngData(), 0)
        ]
        for (name, data, tolerance) in formats {
            let decoded = try #require(GDBitmap(data: data), "\(name) decodes")
            #expect(decoded.width == 40 && decoded.height == 20, "\(name) size")
            let p = try #require(decoded.rgba(x: 5, y: 10))
            #expect(
                p.r >= 255 - tolerance && p.g <= tolerance && p.b <= tolerance && p.a == 255, "\(name) red half: \(p)")
        }
        // Alpha survives where the format has it (PNG exactly, WebP closely); GIF has 1-bit alpha, BMP and JPEG none.
        let png = try #require(GDBitmap(data: try b.pngData())?.rgba(x: 30, y: 10))
        #expect(abs(png.a - 128) <= 1 && png.b == 255)
        let webp = try #require(GDBitmap(data: try b.webpData(quality: 0.95))?.rgba(x: 30, y: 10))
        #expect(abs(webp.a - 128) <= 4)
    }

    @Test func writeIsAtomicAndRejectsUnknownFormats() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-compat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let b = try Self.bitmap()
        try b.write(to: dir.appendingPathComponent("card.webp"))
        #expect(GDBitmap(data: try Data(contentsOf: dir.appendingPathComponent("card.webp")))?.width == 40)
        #expect(throws: RenderError.self) { try b.write(to: dir.appendingPathComponent("card.xyz")) }
        #expect(throws: RenderError.self) { try b.write(to: dir.appendingPathComponent("missing/card.png")) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["card.webp"],
            "no partial or temporary files")
    }
}
