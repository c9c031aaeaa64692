@testable import DarkroomPreviews
import XCTest

/// When the Swift compiler itself crashes on files, those files are left out and the build goes on: each is
/// found from its crash's stack dump and mapped back from its scratch copy's name, all in one pass.
final class CompilerCrashTests: XCTestCase {
    let scans = [PreviewDiscovery.scan("struct A {}", file: "Sources/A.swift"),
                 PreviewDiscovery.scan("struct B {}", file: "Sources/Colors/Color+Hex.swift"),
                 PreviewDiscovery.scan("struct C {}", file: "Sources/C.swift")]

    func testTheRequestsSourceFileNamesTheCrashedFile() throws {
        let output = """
            error: compile command failed due to signal 11 (use -v to see invocation)
            Stack dump:
            0.\tProgram arguments: /opt/swift/usr/bin/swift-frontend -frontend -c /s/Sources/F0_A.swift \
            -primary-file /s/Sources/F0_A.swift /s/Sources/F1_Color_Hex.swift
            3.\tWhile evaluating request TypeCheckPrimaryFileRequest(source_file "/s/Sources/F1_Color_Hex.swift")
            """
        XCTAssertEqual(ScratchBuild.crashedFiles(in: output, scans: scans).map(\.file),
                       ["Sources/Colors/Color+Hex.swift"])
    }

    func testEveryCrashedJobIsFoundInOnePass() {
        let output = """
            error: compile command failed due to signal 11 (use -v to see invocation)
            Stack dump:
            0.\tProgram arguments: /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /s/Sources/F2_C.swift
            3.\tWhile evaluating request TypeCheckPrimaryFileRequest(source_file "/s/Sources/F2_C.swift")
            error: compile command failed due to signal 11 (use -v to see invocation)
            Stack dump:
            0.\tProgram arguments: /opt/swift/usr/bin/swift-frontend -frontend -c -primary-file /s/Sources/F0_A.swift
            """
        XCTAssertEqual(ScratchBuild.crashedFiles(in: output, scans: scans).map(\.file),
                       ["Sources/C.swift", "Sources/A.swift"])
    }

    func testAPlainErrorIsNoCrash() {
        let output = "Sources/F0_A.swift:1:1: error: cannot find 'x' in scope\n"
        XCTAssertEqual(ScratchBuild.crashedFiles(in: output, scans: scans).count, 0)
    }
}
