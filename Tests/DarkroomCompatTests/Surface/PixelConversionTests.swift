import Foundation
import Testing
@testable import DarkroomCompat

/// The `GDPixels` contract, checked over every alpha level both ways with
/// partially transparent colours.
@Suite struct PixelConversionTests {
    static let channels: [Int] = [0, 1, 37, 64, 128, 200, 254, 255]

    @Test func libgdToCGImageToLibgd() throws {
        let levels = 128
        let bitmap = try #require(GDBitmap(width: Self.channels.count, height: levels))
        for a7 in 0..<levels {
            for (x, v) in Self.channels.enumerated() {
                let r = v, g = 255 - v, b = (v * 7) & 0xFF
                bitmap.setGDPixel(x: x, y: a7, UInt32((a7 << 24) | (r << 16) | (g << 8) | b))
            }
        }
        let cg = try #require(bitmap.makeCGImage())
        let back = try #require(GDBitmap(cgImage: cg))
        for a7 in 0..<levels {
            let a8 = GDPixels.alpha8(fromGD: a7)
            let bound = a8 == 0 ? 0 : Int((127.5 / Double(a8)).rounded(.up))
            for (x, v) in Self.channels.enumerated() {
                let before = try #require(bitmap.gdPixel(x: x, y: a7)), after = try #require(back.gdPixel(x: x, y: a7))
                #expect(after >> 24 == before >> 24, "alpha exact at a7 \(a7)")
                if a7 == 127 {
                    #expect(after == 0x7F00_0000, "transparent comes back as transparent black")
                    continue
                }
                for shift in [16, 8, 0] {
                    let d = abs(Int((before >> UInt32(shift)) & 0xFF) - Int((after >> UInt32(shift)) & 0xFF))
                    if a7 == 0 {
                        #expect(d == 0, "opaque exact (\(v))")
                    } else {
                        #expect(d <= bound, "a7 \(a7) channel \(v): \(d) > \(bound)")
                    }
                }
            }
        }
    }

    @Test func cgImageToLibgdToCGImage() throws {
        // Every 8-bit alpha, premultiplied channels from 0 up to the alpha.
        var bytes: [UInt8] = []
        for a in 0...255 {
            for f in [0.0, 0.33, 0.5, 0.9, 1.0] {
                let p = UInt8((Double(a) * f).rounded())
                bytes += [p, UInt8(a / 2), p, UInt8(a)]
            }
        }
        let w = 5, h = 256
        let image = try #require(CGImage(width: w, height: h, bytesPerRow: w * 4, premultipliedBGRA: bytes))
        let back = try #require(GDBitmap(cgImage: image)?.makeCGImage())
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = Int(bytes[i + 3])
            for c in 0..<4 {
                let d = abs(Int(bytes[i + c]) - Int(back.data[i + c]))
                if a == 0 || a == 255 { #expect(d == 0, "exact at alpha \(a)") }
                else if c == 3 { #expect(d <= 1, "alpha \(a) within 1") }
                else { #expect(d <= 2, "channel at alpha \(a) within 2, got \(d)") }
            }
        }
    }

    @Test func uiImageRoundTripKeepsScaleAndSize() throws {
        let ui = UIImage(cgImage: Gallery.testImage, scale: 2)
        let bitmap = try #require(ui.makeGDBitmap())
        #expect(bitmap.width == 32 && bitmap.height == 24)
        let again = try #require(bitmap.makeUIImage(scale: 2))
        #expect(again.size == CGSize(width: 16, height: 12))
        // The opaque half is exact.
        let a = try #require(Gallery.testImage.rgba8(x: 20, y: 20)),
            b = try #require(again.cgImage?.rgba8(x: 20, y: 20))
        #expect(a == b)
        #expect(UIImage().makeGDBitmap() == nil)
    }
}
