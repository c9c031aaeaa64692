@testable import Darkroom
import Foundation
import Testing

/// Bullets as SF Pro draws them, against the one-time code hidden behind bullets that
/// vault-ios recorded on iOS 26 at @3x (Tests/AppleReferenceTests: vault-otp-obfuscated-ios26.png):
/// body-text bullets 10 px across, 22.5 px apart, centred 14.5 px above the baseline.
@Suite struct SystemGlyphOverridesTests {
    private func render(_ view: some View) throws -> CGImage {
        try ViewRenderer(options: RenderOptions(scale: 3)).image(view.background(Color.white))
    }

    /// Inked columns and rows of a black-on-white picture, as (first, last) pixel ranges.
    private func spans(_ image: CGImage, alongX: Bool) -> [ClosedRange<Int>] {
        let (outer, inner) = alongX ? (image.width, image.height) : (image.height, image.width)
        var result: [ClosedRange<Int>] = []
        var start: Int?
        for i in 0...outer {
            let inked = i < outer && (0..<inner).contains { j in
                guard let p = alongX ? image.pixel(x: i, y: j) : image.pixel(x: j, y: i) else { return false }
                return (p.red + p.green + p.blue) / 3 < 200.0 / 255
            }
            if inked, start == nil { start = i }
            if !inked, let s = start { result.append(s...(i - 1)); start = nil }
        }
        return result
    }

    @Test func bulletsHaveSFsSizeAndPitch() throws {
        let image = try render(Text(verbatim: "\u{2022}\u{2022}\u{2022}"))
        let columns = spans(image, alongX: true)
        #expect(columns.count == 3)
        for column in columns { #expect(column.count == 10, "\(column)") }
        let pitch = Double(columns[2].lowerBound - columns[0].lowerBound) / 2
        #expect(abs(pitch - 22.5) <= 1, "\(pitch)")
    }

    /// Raised to SF's centre without making the line taller: a line of bullets is as tall as
    /// a line of letters, and the bullets' centre sits 14.5 px above the letters' baseline.
    @Test func bulletsSitOnSFsAxisWithoutGrowingTheLine() throws {
        let options = RenderOptions(scale: 3)
        let bullets = try ViewRenderer(options: options).layout(Text(verbatim: "\u{2022}\u{2022}")).frame.size
        let letters = try ViewRenderer(options: options).layout(Text("Hi")).frame.size
        #expect(bullets.height == letters.height)
        let image = try render(Text(verbatim: "H\u{2022}"))
        let rows = spans(image, alongX: false)
        let baseline = try #require(rows.map(\.upperBound).max()) + 1
        let bulletRows = spans(image.cropping(to: CGRect(x: 40, y: 0, width: image.width - 40, height: image.height))!,
                               alongX: false)
        let bullet = try #require(bulletRows.first)
        let centre = Double(bullet.lowerBound + bullet.upperBound + 1) / 2
        #expect(abs(Double(baseline) - centre - 14.5) <= 1, "centre \(centre), baseline \(baseline)")
    }

    /// SecureField draws its bullets the same way.
    @Test func secureFieldUsesTheBullets() throws {
        let field = try render(SecureField("Password", text: .constant("abc")).fixedSize())
        let text = try render(Text(verbatim: "\u{2022}\u{2022}\u{2022}"))
        #expect(spans(field, alongX: true).map(\.count) == spans(text, alongX: true).map(\.count))
    }
}
