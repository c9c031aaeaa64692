import Foundation
import Testing
@testable import Darkroom

/// cairo draws what a PDF or SVG page cannot express as a fallback image; its resolution falls with the page's
/// area past a US Letter page, so a huge page's fallback costs what a Letter page's does.
@Suite struct FallbackResolutionTests {
    @Test func pagesUpToLetterKeepCairosThreeHundredDPI() {
        #expect(FallbackResolution.dpi(forPage: CGSize(width: 612, height: 792)) == 300)
        #expect(FallbackResolution.dpi(forPage: CGSize(width: 100, height: 100)) == 300)
    }

    @Test func largerPagesHoldTheLetterPagesPixels() {
        let tall = CGSize(width: 612, height: 15_840)   // 20 Letter pages in one
        let dpi = FallbackResolution.dpi(forPage: tall)
        #expect(abs(dpi - 300 / 20.0.squareRoot()) < 0.001)
        let pixels = tall.width * dpi / 72 * tall.height * dpi / 72
        #expect(pixels <= FallbackResolution.pixelBudget * 1.0001)
    }

    @Test func aNarrowPageFarTallerThanCairosSideLimitStaysWithinIt() {
        let page = CGSize(width: 10, height: 1_000_000)
        #expect(page.height * FallbackResolution.dpi(forPage: page) / 72 <= 32_767)
    }

    @Test func unusableSizesFallBackToTheDefault() {
        #expect(FallbackResolution.dpi(forPage: CGSize(width: CGFloat.nan, height: 10)) == 300)
        #expect(FallbackResolution.dpi(forPage: .zero) == 300)
    }

    /// A tall SVG with a blend mode SVG 1.1 cannot express: cairo draws that region as a fallback image, whose
    /// pixels stay within the budget instead of growing with the page (at 300 dpi it would be 2,550 × 250,000
    /// pixels, past cairo's 32,767-pixel side, and the whole SVG failed).
    @Test func aTallPagesFallbackImageStaysWithinTheBudget() throws {
        let page = ZStack(alignment: .top) {
            Color.yellow
            Circle().fill(Color.blue).frame(width: 400, height: 400).blendMode(.multiply)
        }
        .frame(width: 612, height: 60_000)
        let svg = String(decoding: try ViewRenderer().svgData(page), as: UTF8.self)
        let sizes = Self.imageSizes(in: svg)
        #expect(!sizes.isEmpty, "no fallback image: the blend mode no longer needs one")
        for (width, height) in sizes {
            // Whole pixels round the region's edges up: a hair over the budget.
            #expect(Double(width * height) <= FallbackResolution.pixelBudget * 1.01, "a \(width) × \(height) image")
        }
    }

    /// `width` and `height` of every `<image` element.
    static func imageSizes(in svg: String) -> [(Int, Int)] {
        svg.components(separatedBy: "<image").dropFirst().compactMap { element in
            func value(_ name: String) -> Int? {
                guard let start = element.range(of: " \(name)=\"") else { return nil }
                return Int(element[start.upperBound...].prefix { $0.isNumber })
            }
            guard let width = value("width"), let height = value("height") else { return nil }
            return (width, height)
        }
    }
}
