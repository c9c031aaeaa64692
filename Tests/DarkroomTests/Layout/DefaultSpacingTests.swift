@testable import Darkroom
import Foundation
import Testing

/// SwiftUI's default spacing by pair of views, where renders recorded on Apple platforms show it
/// (the corpus in Tests/AppleReferenceTests).
@Suite struct DefaultSpacingTests {
    private func frame(_ view: some View, scale: CGFloat) throws -> CGRect {
        try ViewRenderer(options: RenderOptions(scale: scale)).layout(view).frame
    }

    /// iOS 26: body text under body text is 2 pt apart (gabriel-long-view: row pitch 22.33 pt
    /// for 20.33 pt lines at @3x).
    @Test func bodyTextUnderBodyTextIsTwoPoints() throws {
        let two = try frame(VStack { Text("Item 0"); Text("Item 1") }, scale: 3)
        let line = try frame(Text("Item 0"), scale: 3).height
        #expect(abs(two.height - (2 * line + 2)) < 0.001, "\(two.height)")
    }

    /// Other pairs keep the standard 8 pt: a symbol beside text on iOS (pointfree-ios: 123 × 50.5
    /// at @2x), text above a shape, and explicit spacing always wins.
    @Test func otherPairsKeepEightPoints() throws {
        let text = try frame(Text("Hello"), scale: 2)
        let stacked = try frame(VStack { Text("Hello"); Rectangle().frame(width: 10, height: 10) }, scale: 2)
        #expect(stacked.height == text.height + 8 + 10)
        let explicit = try frame(VStack(spacing: 5) { Text("A"); Text("B") }, scale: 2)
        #expect(explicit.height == 2 * text.height + 5)
        #expect(DefaultSpacing.between(.symbol, .text, axis: .horizontal, idiom: .phone) == 8)
        #expect(DefaultSpacing.between(.text, .text, axis: .horizontal, idiom: .phone) == 8)
    }

    /// tvOS: a symbol beside text is `DefaultSpacing.tvSymbolText` apart, with tvOS's 29 pt body
    /// (pointfree-tvos: the padded view is 235 × 65 pt at @1x).
    @Test func tvOSSymbolBesideText() throws {
        let view = HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Checked").fixedSize()
        }
        .padding(5).padding(10)
        let size = try frame(view.platformIdiom(.tv), scale: 1).size
        #expect(size.height == 65)
        // Compared as the corpus compares: the picture's whole pixels, within one of Apple's.
        #expect(abs(size.width.rounded(.up) - 235) <= 1, "\(size.width)")
    }
}
