import Foundation
import Testing

/// docs/api-inventory.md is checked against itself and against the code: its
/// percentages are recomputed from its rows, and every view or modifier it marks
/// as compiling is used in InventoryCompileCheck.swift (which must compile).
@Suite struct APIInventoryTests {
    struct Row { let name: String, status: String }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/api-inventory.md"), encoding: .utf8)
    }

    /// The rows of one `## Section` table.
    static func rows(_ doc: String, section: String) -> [Row] {
        guard let start = doc.range(of: "## \(section)\n") else { return [] }
        let rest = doc[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, cells[1].hasPrefix("`") else { return nil }
            return Row(name: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), status: cells[2])
        }
    }

    static func summary(_ rows: [Row]) -> String {
        let compiling = rows.filter { $0.status != "unavailable" }.count
        let percent = (Double(compiling) / Double(rows.count) * 1000).rounded() / 10
        return "\(compiling) of \(rows.count) compile (\(percent) %)"
    }

    @Test func percentagesAreComputedFromTheTable() throws {
        let doc = try Self.document()
        let views = Self.rows(doc, section: "Views"), modifiers = Self.rows(doc, section: "Modifiers")
        #expect(views.count > 70 && modifiers.count > 200)
        #expect(Set((views + modifiers).map(\.status)).isSubset(of: ["draws", "still frame", "unavailable"]))
        #expect(doc.contains("- Views: \(Self.summary(views))."))
        #expect(doc.contains("- Modifiers: \(Self.summary(modifiers))."))
        #expect(doc.contains("- Together: \(Self.summary(views + modifiers))."))
    }

    @Test func everyCompilingNameIsUsedInTheCompileCheck() throws {
        let doc = try Self.document()
        let checkFile = Self.root.appendingPathComponent("Tests/APIInventoryTests/InventoryCompileCheck.swift")
        let check = try String(contentsOf: checkFile, encoding: .utf8)
        let missingViews = Self.rows(doc, section: "Views").filter { $0.status != "unavailable" }.map(\.name).filter {
            name in
            !["(", " {", "<"].contains { check.contains(name + $0) }
        }
        let missingModifiers = Self.rows(doc, section: "Modifiers").filter { $0.status != "unavailable" }.map(\.name)
            .filter { name in
                !["(", " {"].contains { check.contains("." + name + $0) }
            }
        #expect(missingViews.isEmpty, "views marked compiling but not used: \(missingViews)")
        #expect(missingModifiers.isEmpty, "modifiers marked compiling but not used: \(missingModifiers)")
    }
}
