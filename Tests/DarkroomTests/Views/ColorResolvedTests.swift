@_spi(Engine) import Darkroom
import Foundation
import Testing

@Suite struct ColorResolvedTests {
    @Test func resolvedComponentsAreGammaEncodedAndReadBackLinear() {
        var resolved = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.25)
        #expect(abs(resolved.linearGreen - 0.214) < 0.001)
        resolved.linearGreen = 1
        #expect(abs(resolved.green - 1) < 1e-6)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214, green: 0, blue: 1)
        #expect(abs(linear.red - 0.5) < 0.001 && linear.opacity == 1)
        #expect(Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 1).description == "#FF8000FF")
    }

    @Test func aResolvedColourPaintsAndMakesAColourOfItself() {
        let resolved = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5)
        let bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        let paint = resolved._paint(in: EnvironmentValues(), bounds: bounds)
        #expect(paint == .color(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5)))
        #expect(Color(resolved).resolve(in: EnvironmentValues()) == RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
    }

    @Test func aResolvedColourRoundTripsThroughCodable() throws {
        let resolved = Color.Resolved(red: 0.25, green: 0.5, blue: 0.75, opacity: 1)
        let decoded = try JSONDecoder().decode(Color.Resolved.self, from: JSONEncoder().encode(resolved))
        #expect(abs(decoded.red - 0.25) < 1e-5 && abs(decoded.blue - 0.75) < 1e-5)
    }
}
