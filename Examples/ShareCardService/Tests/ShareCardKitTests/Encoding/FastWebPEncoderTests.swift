import Darkroom
import Foundation
import Testing

@testable import ShareCardKit

@Suite struct FastWebPEncoderTests {
    @Test func opaqueAndTranslucentImagesRoundTrip() throws {
        for alpha in [UInt8(255), 128] {
            // Premultiplied BGRA: a red square at `alpha`.
            let c = UInt8((Int(alpha) * 200 + 127) / 255)
            let pixels = [UInt8](repeating: 0, count: 64 * 64 * 4).enumerated().map { i, _ in
                [0, 0, c, alpha][i % 4]
            }
            let image = try #require(CGImage(width: 64, height: 64, bytesPerRow: 256, premultipliedBGRA: pixels))
            let data = try FastWebPEncoder(quality: 90, method: 0).encode(image)
            #expect(data.starts(with: Array("RIFF".utf8)))
            let decoded = try #require(ImageDecoding.decode(data))
            let pixel = try #require(decoded.rgba8(x: 32, y: 32))
            #expect(abs(Int(pixel.r) - 200) <= 6 && abs(Int(pixel.a) - Int(alpha)) <= 2, "\(pixel)")
        }
    }

    @Test func outOfRangeSettingsAreClamped() {
        let encoder = FastWebPEncoder(quality: .nan, method: 99)
        #expect(encoder.quality == 80 && encoder.method == 6)
    }
}
