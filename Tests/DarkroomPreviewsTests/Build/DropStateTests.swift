@testable import DarkroomPreviews
import XCTest

/// Errors are charged to the smallest unit around them, until late attempts charge declarations' errors to
/// their whole file.
final class DropStateTests: XCTestCase {
    let scan = PreviewDiscovery.scan("struct A {\n    let x = y\n}\nstruct B {}\n", file: "A.swift")
    let error = Diagnostic(file: "A.swift", line: 2, column: 13, message: "cannot find 'y' in scope")

    func testAnErrorInADeclarationLeavesOutThatDeclaration() {
        var state = DropState()
        XCTAssertTrue(state.charge([error], scans: [scan], registered: [:]))
        XCTAssertNil(state.droppedFiles["A.swift"])
        XCTAssertEqual(state.droppedSpanIndices("A.swift").count, 1)
    }

    func testWithWholeFilesTheFileGoes() {
        var state = DropState()
        XCTAssertTrue(state.charge([error], scans: [scan], registered: [:], wholeFiles: true))
        XCTAssertEqual(state.droppedFiles["A.swift"], "A.swift:2: cannot find 'y' in scope")
    }
}
