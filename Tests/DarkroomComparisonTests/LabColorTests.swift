import DarkroomComparison
import Testing

/// ΔE 1994 and sRGB → Lab against published values (outside truth, not this code's own output).
@Suite struct LabColorTests {
    /// sRGB red, white and mid grey in L*a*b* (D65), as Bruce Lindbloom's colour calculator gives them.
    @Test func srgbToLabMatchesPublishedValues() {
        let red = LabColor(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.01)
        #expect(abs(red.a - 80.09) < 0.01)
        #expect(abs(red.b - 67.20) < 0.01)
        let white = LabColor(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.001)
        #expect(abs(white.a) < 0.001)
        #expect(abs(white.b) < 0.001)
        let grey = LabColor(red: 128, green: 128, blue: 128)
        #expect(abs(grey.l - 53.59) < 0.01)
    }

    /// The CIE 1994 worked example of zschuessler's DeltaE library (Lab 36/60/41 against 100/40/90: 67.9792).
    @Test func deltaE94MatchesPublishedExample() {
        let reference = LabColor(l: 36, a: 60, b: 41)
        let other = LabColor(l: 100, a: 40, b: 90)
        #expect(abs(reference.deltaE94(to: other) - 67.97917774753019) < 1e-9)
        #expect(reference.deltaE94(to: reference) == 0)
    }

    /// Black against white is the top of the 0…100 scale swift-snapshot-testing divides by.
    @Test func blackAgainstWhiteIsOneHundred() {
        let black = LabColor(red: 0, green: 0, blue: 0)
        let white = LabColor(red: 255, green: 255, blue: 255)
        #expect(abs(white.deltaE94(to: black) - 100) < 1e-4)
    }
}
