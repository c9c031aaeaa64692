@testable import DarkroomPreviews
import XCTest

/// When the Swift compiler itself crashes on a file, that file is left out and the build goes on: the file is
/// found from the crash's stack dump and mapped back from its scratch copy's name.
final class CompilerCrashTests: XCTestCase {
    let scans = [PreviewDiscovery.scan("struct A {}", file: "Sources/A.swift"),
                 PreviewDiscovery.scan("struct B {}", file: "Sources/Colors/Color+Hex.swift")]

    func testTheRequestsSourceFileNamesTheCrashedFile() throws {
        let output = """
            error: compile command failed due to signal 11 (use -v to see invocation)
            Stack dump:
            0.\tProgram arguments: /opt/swift/usr/bin/swift-frontend -frontend -c /s/Sources/F0_A.swift \
            -primary-file /s/Sources/F0_A.swift /s/Sources/F1_Color_Hex.swift
            3.\tWhile evaluating request TypeCheckPrimaryFileRequest(source_file "/s/Sources/F1_Color_Hex.swift")
            """
        let crashed = try XCTUnwrap(ScratchBuild.crashedFile(in: output, inputs: [], scans: scans))
        XCTAssertEqual(crashed.file, "Sources/Colors/Color+Hex.swift")
    }

    func testAPlainErrorIsNoCrash() {
        let output = "Sources/F0_A.swift:1:1: error: cannot find 'x' in scope\n"
        XCTAssertNil(ScratchBuild.crashedFile(in: output, inputs: [], scans: scans))
    }
}
