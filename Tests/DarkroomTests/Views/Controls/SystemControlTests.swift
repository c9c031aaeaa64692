import Darkroom
import Foundation
import Testing

/// `MultiDatePicker` draws the month of its earliest selected date; `PasteButton` draws its label.
@Suite struct SystemControlTests {
    func texts(_ view: some View) throws -> [String] {
        try layout(view.frame(width: 390)).all(named: "Text").compactMap(\.text)
    }

    @Test func multiDatePickerShowsTheSelectedMonth() throws {
        let selection: Set<DateComponents> = [DateComponents(year: 2024, month: 2, day: 10),
                                              DateComponents(year: 2024, month: 2, day: 29)]
        let picker = MultiDatePicker("Dates", selection: .constant(selection))
        let shown = try texts(picker)
        #expect(shown.first == "February 2024")
        #expect(shown.contains("SUN") && shown.contains("SAT"))
        // February 2024 has 29 days and starts on a Thursday (four blank cells before the 1st).
        #expect(shown.filter { Int($0) != nil } == (1...29).map(String.init))
    }

    @Test func pasteButtonSaysPaste() throws {
        #expect(try texts(PasteButton(payloadType: String.self) { _ in }) == ["Paste"])
    }

    @Test func increasedHeaderProminenceKeepsCaseAndGrows() throws {
        func header(_ prominence: Prominence) throws -> PlacedView? {
            let list = List { Section("Header") { Text("Row") } }.headerProminence(prominence)
            return try layout(list.frame(width: 390)).all(named: "Text").first
        }
        let standard = try #require(try header(.standard))
        let increased = try #require(try header(.increased))
        #expect(standard.text == "HEADER")
        #expect(increased.text == "Header")
        #expect(increased.frame.height > standard.frame.height)
    }
}
