import Darkroom
import Foundation
import Testing

/// A menu `Picker` in a form row is laid out like a `LabeledContent` row.
@Suite("Views: Picker form row")
struct PickerFormRowTests {
    @Test func longSelectionStaysOnOneLine() throws {
        // 375 wide: "Appearance" and "Follow the system setting" plus the 6 + 8-point chevrons
        // fit in the row's 311 points, so the row is one 44-point row (35 + 44 + 16 = 95 tall)
        // and the chevrons end at the content's trailing edge (343). An HStack with a Spacer
        // offered the selection an even share and wrapped it onto two lines.
        let p = try layoutTree(Form {
            Picker("Appearance", selection: .constant(1)) { Text("Follow the system setting").tag(1) }
        }, 375, nil, scale: 3)
        let value = try #require(p.all(named: "Text").first { $0.text == "Follow the system setting" }).frame
        #expect(value.height == 61.0 / 3)
        #expect(abs(value.maxX - (343 - 6 - 8)) < 0.001)
        #expect(abs(p.frame.height - 95) < 0.001)
    }
}
