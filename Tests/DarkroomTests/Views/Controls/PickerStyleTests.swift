import Foundation
import Testing
@testable import Darkroom

/// Each picker style as iOS draws it in a form row (and the automatic style per OS generation).
@Suite("Views: picker styles")
struct PickerStyleTests {
    private enum Country: Hashable { case fr, us, de }

    private func form(_ style: some PickerStyle, navigation: Bool = false,
                      generation: OSGeneration = .iOS18) -> some View {
        let form = Form {
            Picker("Country", selection: .constant(Country.us)) {
                Text("France").tag(Country.fr)
                Text("United States").tag(Country.us)
                Text("Germany").tag(Country.de)
            }
            .pickerStyle(style)
        }
        return Group {
            if navigation { NavigationStack { form } } else { form }
        }
        .environment(\.osGeneration, generation)
    }

    private func texts(_ view: some View) throws -> [String] {
        try layoutTree(view, 393, 700).all(named: "Text").compactMap(\.text)
    }

    /// Whether the picker draws a chevron: the menu's up/down pair is 8 × 12 points, the disclosure chevron 7 × 12.
    private func draws(_ view: some View, _ chevron: String) throws -> Bool {
        let size = chevron == "UpDownChevrons" ? CGSize(width: 8, height: 12) : CGSize(width: 7, height: 12)
        return try layoutTree(view, 393, 700).first { $0.frame.size == size } != nil
    }

    @Test func menuShowsTheValueWithUpDownChevrons() throws {
        #expect(try texts(form(.menu)) == ["Country", "United States"])
        #expect(try draws(form(.menu), "UpDownChevrons"))
    }

    @Test func navigationLinkShowsTheValueAndADisclosureChevron() throws {
        #expect(try texts(form(.navigationLink)) == ["Country", "United States"])
        #expect(try draws(form(.navigationLink), "ForwardChevron"))
        #expect(try !draws(form(.navigationLink), "UpDownChevrons"))
    }

    @Test func automaticInANavigationFormFollowsTheOSGeneration() throws {
        // iOS 16 made form pickers menus; before, in a navigation container, they pushed their options.
        #expect(try draws(form(.automatic, navigation: true), "UpDownChevrons"))
        #expect(try draws(form(.automatic, navigation: true, generation: .iOS15), "ForwardChevron"))
        #expect(try draws(form(.automatic, navigation: false, generation: .iOS15), "UpDownChevrons"))
    }

    @Test func wheelShowsTheSelectionBetweenItsNeighbours() throws {
        let p = try layoutTree(form(.wheel), 393, 700)
        let texts = p.all(named: "Text").compactMap { $0.text == nil ? nil : ($0.text!, $0.frame) }
        let selected = try #require(texts.first { $0.0 == "United States" }?.1)
        let above = try #require(texts.first { $0.0 == "France" }?.1)
        let below = try #require(texts.first { $0.0 == "Germany" }?.1)
        #expect(approx(selected.midY - above.midY, PickerWheel.pitch, 1))
        #expect(approx(below.midY - selected.midY, PickerWheel.pitch, 1))
        // The wheel is 216 points tall in its row.
        #expect(p.first { $0.frame.height == PickerWheel.height } != nil)
    }

    @Test func inlineShowsEveryOptionWithACheckmark() throws {
        let p = try layoutTree(form(.inline), 393, 700)
        let rows = p.all(named: "Text").filter { ["France", "United States", "Germany"].contains($0.text ?? "") }
        #expect(rows.count == 3)
        // One 44-point row pitch between options.
        #expect(approx(rows[1].frame.midY - rows[0].frame.midY, 44, 0.5))
        #expect(p.first { $0.name == "Image" || $0.name == "Symbol" } != nil)
    }
}
