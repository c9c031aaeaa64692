import Darkroom
import Foundation
import Testing

/// Table row and column content as SwiftUI declares it: blocks of up to ten, conditions, disclosure rows, outlines,
/// column visibility and customization, drawn as `Table` describes.
@Suite struct TableRowsTests {
    struct File: Identifiable {
        let name: String
        let kind: String
        var children: [File]? = nil
        var id: String { name }
    }
    let files = [
        File(name: "Documents", kind: "Folder", children: [File(name: "Notes.txt", kind: "Text")]),
        File(name: "Photo.jpg", kind: "Image"),
    ]

    func texts(_ view: some View) throws -> [String] {
        try layout(view.frame(width: 390)).all(named: "Text").compactMap(\.text)
    }

    @Test func rowsOfManyKindsInOneBlock() throws {
        let showsPhoto = true
        let table = Table(of: File.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            TableRow(files[0])
            if showsPhoto { TableRow(files[1]) }
            Group { ForEach(files[0].children!) }
        }
        #expect(try texts(table) == ["Documents", "Photo.jpg", "Notes.txt"])
    }

    @Test func aDisclosureRowShowsItsRowsOnlyWhenExpanded() throws {
        let collapsed = Table(of: File.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            DisclosureTableRow(files[0]) { TableRow(files[0].children![0]) }
        }
        let expanded = Table(of: File.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            DisclosureTableRow(files[0], isExpanded: .constant(true)) { TableRow(files[0].children![0]) }
        }
        #expect(try texts(collapsed) == ["Documents"])
        #expect(try texts(expanded) == ["Documents", "Notes.txt"])
        // The disclosed row is indented one level (20 points) past its parent.
        let placed = try layout(expanded.frame(width: 390)).all(named: "Text")
        let parent = try #require(placed.first { $0.text == "Documents" })
        let child = try #require(placed.first { $0.text == "Notes.txt" })
        #expect(abs(child.frame.minX - parent.frame.minX - 20) < 0.5)
    }

    @Test func treesDrawCollapsed() throws {
        let table = Table(files, children: \.children) {
            TableColumn("Name", value: \.name)
        }
        #expect(try texts(table) == ["Documents", "Photo.jpg"])
    }

    @Test func hiddenColumnsAreLeftOut() throws {
        var customization = TableColumnCustomization<File>()
        customization[visibility: "kind"] = .hidden
        let hiddenByDefault = Table(files) {
            TableColumn("Name", value: \.name)
            TableColumn("Kind", value: \.kind).defaultVisibility(.hidden)
        }
        .environment(\.horizontalSizeClass, .regular)
        let hiddenByCustomization = Table(files, columnCustomization: .constant(customization)) {
            TableColumn("Name", value: \.name)
            TableColumn("Kind", value: \.kind).customizationID("kind")
        }
        .environment(\.horizontalSizeClass, .regular)
        #expect(try texts(hiddenByDefault) == ["Name", "Documents", "Photo.jpg"])
        #expect(try texts(hiddenByCustomization) == ["Name", "Documents", "Photo.jpg"])
    }

    @Test func columnsOfManyKindsInOneBlock() throws {
        let table = Table(files) {
            TableColumn("Name", value: \.name)
            TableColumn("Kind") { file in Text(file.kind.lowercased()) }
            Group {
                TableColumn("First letter") { (file: File) in Text(String(file.name.prefix(1))) }
            }
        }
        .environment(\.horizontalSizeClass, .regular)
        #expect(try texts(table).prefix(6) == ["Name", "Kind", "First letter", "Documents", "folder", "D"])
    }

    @Test func aCustomizationIsCodable() throws {
        var customization = TableColumnCustomization<File>()
        customization[visibility: "kind"] = .hidden
        let data = try JSONEncoder().encode(customization)
        let decoded = try JSONDecoder().decode(TableColumnCustomization<File>.self, from: data)
        #expect(decoded == customization)
        #expect(decoded[visibility: "name"] == .automatic)
    }
}
