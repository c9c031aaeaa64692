import Foundation
import Testing
@testable import Darkroom

/// Disabled controls lose their tint as UIKit dims them.
@Suite("Views: control states")
struct ControlStateTests {
    private let blue = RGBA(hex: 0x007AFF)

    private func centre(_ view: some View) throws -> RGBA? {
        let image = try render(view.padding(10).background(Color.white), scale: 1)
        return pixel(image, 14, image.height / 2)
    }

    @Test func disabledProminentButtonIsGrey() throws {
        // Enabled: the fill is the tint. Disabled: tertiarySystemFill (#767680 at 12 %) over white, no blue.
        let enabled = try centre(Button("Continue") {}.buttonStyle(.borderedProminent))
        #expect(close(enabled, blue, tolerance: 0.05))
        let disabled = try #require(try centre(Button("Continue") {}.buttonStyle(.borderedProminent).disabled(true)))
        let grey = 1 - 0.12 * (1 - 0x76 / 255.0)
        #expect(abs(disabled.red - grey) < 0.02 && abs(disabled.blue - (1 - 0.12 * (1 - 0x80 / 255.0))) < 0.02)
    }

    @Test func disabledPlainButtonTextIsGrey() throws {
        let p = try layout(Button("Go") {}.disabled(true))
        let image = try render(Button("Go") {}.disabled(true).background(Color.white), scale: 3)
        #expect(p.frame.width > 0)
        // No pixel of the label is blue: the darkest ink is the tertiary grey.
        var sawBlue = false
        for y in 0..<image.height {
            for x in 0..<image.width {
                if let c = pixel(image, x, y), c.blue - c.red > 0.3 { sawBlue = true }
            }
        }
        #expect(!sawBlue)
    }

    @Test func disabledSwitchIsFaded() throws {
        let on = try render(Toggle("", isOn: .constant(true)).labelsHidden().background(Color.white))
        let off = try render(Toggle("", isOn: .constant(true)).labelsHidden().disabled(true).background(Color.white))
        let a = try #require(pixel(on, 5, on.height / 2)), b = try #require(pixel(off, 5, off.height / 2))
        // Half-opaque green over white is lighter.
        #expect(b.red > a.red + 0.2)
    }
}

/// Lists in the iOS 26 look: taller rows in rounder cards.
@Suite("Views: OS generations")
struct OSGenerationTests {
    @Test func iOS26ListRowsAreTaller() throws {
        func rowHeight(_ g: OSGeneration) throws -> CGFloat {
            let p = try layoutTree(List { Text("Row").accessibilityIdentifier("r") }.environment(\.osGeneration, g),
                                   390, nil)
            return p.frame.height - 35 - 16
        }
        #expect(try rowHeight(.iOS18) == 44)
        #expect(try rowHeight(.iOS26) == 51)
    }
}
