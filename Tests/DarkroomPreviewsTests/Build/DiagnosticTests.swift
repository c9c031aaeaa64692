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
        XCTAssertEqual(errors[0], Diagnostic(file: "Views/Card.swift", line: 12, column: 9,
                                             message: "cannot find 'Missing' in scope"))
        XCTAssertEqual(errors[0].text, "Views/Card.swift:12: cannot find 'Missing' in scope")
        XCTAssertNil(errors[1].file)
        XCTAssertEqual(errors[2].message, "link command failed")
        XCTAssertNil(errors[2].file)
    }
}
