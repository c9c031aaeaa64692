import DarkroomSnapshotTesting
import Foundation
import Testing

/// `UIImage` and `CGImage` strategies, and the Linux reference naming.
@Suite struct ImageStrategyTests {
    static func image(red: UInt8) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: 8 * 8 * 4)
        for index in 0..<64 { bytes[index * 4 + 2] = red; bytes[index * 4] = 0; bytes[index * 4 + 1] = 0 }
        return CGImage(width: 8, height: 8, bytesPerRow: 32, premultipliedBGRA: bytes)!
    }

    @Test func uiImageRecordsMatchesAndFails() throws {
        let directory = try SnapshotTestSupport.scratchDirectory("uiimage")
        let image = UIImage(cgImage: Self.image(red: 200), scale: 2)
        let first = verifySnapshot(of: image, as: .image, named: "red", snapshotDirectory: directory)
        #expect(first?.contains("Automatically recorded snapshot") == true)
        #expect(FileManager.default.fileExists(atPath: directory + "/uiImageRecordsMatchesAndFails.red.linux.png"))
        #expect(verifySnapshot(of: image, as: .image(scale: 2), named: "red", snapshotDirectory: directory) == nil)
        let other = UIImage(cgImage: Self.image(red: 100), scale: 2)
        let failure = verifySnapshot(of: other, as: .image(scale: 2), named: "red", snapshotDirectory: directory)
        #expect(failure?.contains("64 of 64 pixels differ") == true)
    }

    @Test func cgImageRecordsMatchesAndFails() throws {
        let directory = try SnapshotTestSupport.scratchDirectory("cgimage")
        _ = verifySnapshot(of: Self.image(red: 10), as: .image, named: "cg", snapshotDirectory: directory)
        #expect(verifySnapshot(of: Self.image(red: 10), as: .image, named: "cg", snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: Self.image(red: 11), as: .image(perceptualPrecision: 0.98), named: "cg",
                               snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: Self.image(red: 90), as: .image, named: "cg", snapshotDirectory: directory) != nil)
    }

    @Test func referencesCarryTheLinuxSuffix() {
        #expect(Snapshotting<UIImage, UIImage>.image.pathExtension == "linux.png")
        #expect(Snapshotting<CGImage, CGImage>.image.pathExtension == "linux.png")
        #expect(Snapshotting<Text, UIImage>.image.pathExtension == "linux.png")
    }

    /// PNG round trip keeps every byte, so a stored reference compares equal to a fresh render.
    @Test func pngRoundTripIsExact() throws {
        let image = SnapshotTestSupport.take(Text("Round trip ✓").padding(), .image(traits: .init(displayScale: 3)))
        let diffing = Diffing<UIImage>.image
        let decoded = diffing.fromData(diffing.toData(image))
        #expect(diffing.diffV2(decoded, image) == nil)
        #expect(decoded.cgImage?.data == image.cgImage?.data)
    }
}
