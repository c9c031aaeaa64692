import DarkroomPreviews
import XCTest

final class DiagnosticTests: XCTestCase {
    func testReadsErrorsAndSkipsNotesAndWarnings() {
        let output = """
            Views/Card.swift:12:9: error: cannot find 'Missing' in scope
            Views/Card.swift:3:1: warning: unused
            Views/Card.swift:4:1: note: declared here
            <unknown>:0: error: unable to load standard library
            error: link command failed
            """
        let errors = Diagnostic.errors(in: output)
        XCTAssertEqual(errors.count, 3)
        var expected = Diagnostic(file: "Views/Card.swift", line: 12, column: 9,
                                  message: "cannot find 'Missing' in scope")
        expected.notes = [Diagnostic.Place(file: "Views/Card.swift", line: 4)]
        XCTAssertEqual(errors[0], expected)
        XCTAssertEqual(errors[0].text, "Views/Card.swift:12: cannot find 'Missing' in scope")
        XCTAssertNil(errors[1].file)
        XCTAssertEqual(errors[2].message, "link command failed")
        XCTAssertNil(errors[2].file)
    }

    func testAnErrorInAMacroExpansionKeepsWhereTheNoteSaysItCameFrom() {
        let output = """
            /tmp/x/@__swiftmacro_4Demo5ModelC10ObservablefMm_.swift:3:5: error: type 'X' has no member 'y'
            Models/Model.swift:12:1: note: in expansion of macro 'Observable' on class 'Model' here
            """
        let error = Diagnostic.errors(in: output)[0]
        XCTAssertEqual(error.notes, [Diagnostic.Place(file: "Models/Model.swift", line: 12)])
    }
}
