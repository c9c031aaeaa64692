import Darkroom
import Foundation
import Testing

/// `Table` shows its first column as a list in a compact size class (an iPhone, the default) and every
/// column under a header row in a regular one, as iOS does.
@Suite struct TableTests {
    struct Person: Identifiable {
        let given: String
        let family: String
        var id: String { given }
    }
    let people = [Person(given: "Juan", family: "Chavez"), Person(given: "Mei", family: "Chen")]

    func texts(_ view: some View) throws -> [String] {
        try layout(view.frame(width: 390)).all(named: "Text").compactMap(\.text)
    }

    @Test func compactShowsTheFirstColumnOnly() throws {
        let table = Table(people) {
            TableColumn("Given Name", value: \.given)
            TableColumn("Family Name", value: \.family)
        }
        #expect(try texts(table) == ["Juan", "Mei"])
    }

    @Test func regularShowsEveryColumnUnderAHeader() throws {
        let table = Table(people) {
            TableColumn("Given Name", value: \.given)
            TableColumn("Family Name") { person in Text(person.family.uppercased()) }
        }
        .environment(\.horizontalSizeClass, .regular)
        #expect(try texts(table) == ["Given Name", "Family Name", "Juan", "CHAVEZ", "Mei", "CHEN"])
    }

    @Test func explicitRowsAndFixedWidths() throws {
        let table = Table(of: Person.self) {
            TableColumn("Given Name", value: \.given).width(120)
            TableColumn("Family Name", value: \.family)
        } rows: {
            TableRow(Person(given: "Ada", family: "Lovelace"))
            ForEach(people) { person in TableRow(person) }
        }
        .environment(\.horizontalSizeClass, .regular)
        let placed = try layout(table.frame(width: 390))
        let cells = placed.all(named: "Text").filter { $0.text == "Ada" || $0.text == "Lovelace" }
        #expect(cells.count == 2)
        // The family column starts after the fixed 120-pt column, the 16-pt inset and the 16-pt gap.
        #expect(cells.last.map { abs($0.frame.minX - 152) < 0.5 } == true)
        #expect(try texts(table).suffix(4) == ["Juan", "Chavez", "Mei", "Chen"])
    }
}
