import DarkroomCompat
import Foundation
import Testing

/// UIKit's standard and UI-element colours that SwiftUI code reaches through `Color(.systemGray6)`: iOS's
/// light values by default, its dark values in dark mode.
@Suite struct UIColorStandardColorsTests {
    func light(_ colour: UIColor) -> RGBA {
        colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
    }
    func dark(_ colour: UIColor) -> RGBA {
        colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba
    }

    @Test func systemGraysGetLighterInLightModeAndDarkerInDarkMode() {
        let grays: [UIColor] = [.systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        let lightReds = grays.map { light($0).red }
        let darkReds = grays.map { dark($0).red }
        #expect(lightReds == lightReds.sorted() && Set(lightReds).count == 5)
        #expect(darkReds == darkReds.sorted(by: >) && Set(darkReds).count == 5)
        #expect(light(.systemGray6) == RGBA(hex: 0xF2F2F7))
        #expect(dark(.systemGray6) == RGBA(hex: 0x1C1C1E))
    }

    @Test func uiElementColoursHaveIOSValues() {
        #expect(light(.placeholderText) == RGBA(hex: 0x3C3C43, alpha: 0.3))
        #expect(light(.quaternaryLabel) == RGBA(hex: 0x3C3C43, alpha: 0.18))
        #expect(light(.link) == RGBA(hex: 0x007AFF))
        #expect(light(.opaqueSeparator) == RGBA(hex: 0xC6C6C8))
        #expect(dark(.tertiarySystemBackground) == RGBA(hex: 0x2C2C2E))
        #expect(light(.secondarySystemGroupedBackground) == RGBA(hex: 0xFFFFFF))
        #expect(light(.tertiarySystemGroupedBackground) == RGBA(hex: 0xF2F2F7))
        #expect(light(.quaternarySystemFill) == RGBA(hex: 0x747480, alpha: 0.08))
        #expect(light(.darkText) == RGBA(hex: 0x000000) && light(.lightText) == RGBA(hex: 0xFFFFFF, alpha: 0.6))
    }

    @Test func aSwiftUIColorFromASystemGrayFollowsTheColourScheme() throws {
        let swatch = Color(.systemGray6).frame(width: 4, height: 4)
        let lightImage = try ViewRenderer().image(swatch)
        let darkImage = try ViewRenderer().image(swatch.environment(\.colorScheme, .dark))
        let l = try #require(lightImage.rgba8(x: 2, y: 2))
        let d = try #require(darkImage.rgba8(x: 2, y: 2))
        #expect([l.r, l.g, l.b] == [0xF2, 0xF2, 0xF7])
        #expect([d.r, d.g, d.b] == [0x1C, 0x1C, 0x1E])
    }

    @Test func widgetPreviewsCompileAndDrawTheViewUnchanged() throws {
        let context = WidgetPreviewContext(family: .systemSmall)
        #expect(context.family == .systemSmall && WidgetFamily.allCases.count == 7)
        #expect(WidgetFamily.accessoryInline.description == "accessoryInline")
        let image = try ViewRenderer().image(Color.red.frame(width: 10, height: 10).previewContext(context))
        #expect(image.width == 10 && image.rgba8(x: 5, y: 5)?.r == 255)
    }
}
