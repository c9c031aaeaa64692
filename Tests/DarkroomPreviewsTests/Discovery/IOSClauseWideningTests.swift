@testable import DarkroomPreviews
import SwiftParser
import SwiftSyntax
import XCTest

/// An `#if … #elseif …` chain with no clause for Linux and no `#else` compiles its iOS clause in the scratch copy.
final class IOSClauseWideningTests: XCTestCase {
    func testAChainWithNoLinuxClauseCompilesItsIOSClause() {
        let source = """
            extension Style {
                static var standard: Self {
                    #if os(iOS) || os(macOS)
                    .init()
                    #elseif os(tvOS)
                    .init(size: 80)
                    #endif
                }
            }
            """
        let scan = PreviewDiscovery.scan(source, file: "S.swift")
        let copy = ScratchSource(original: source, scan: scan, fileIndex: 0, localModules: [],
                                 droppedPreviews: [], droppedSpans: [])
        XCTAssertTrue(copy.text.contains("#if (os(iOS) || os(macOS)) || os(Linux)\n"), copy.text)
        XCTAssertTrue(copy.text.contains("#elseif os(tvOS)\n"))
    }

    func testChainsWithAnElseOrALinuxClauseOrNoIOSClauseStayAsWritten() {
        for source in ["#if os(iOS)\nlet a = 1\n#else\nlet a = 2\n#endif",
                       "#if os(iOS)\nlet a = 1\n#elseif os(Linux)\nlet a = 2\n#endif",
                       "#if os(macOS)\nlet a = 1\n#elseif os(tvOS)\nlet a = 2\n#endif",
                       "#if !os(iOS) && os(watchOS)\nlet a = 1\n#elseif os(tvOS)\nlet a = 2\n#endif"] {
            let tree = Parser.parse(source: source)
            XCTAssertEqual(IOSClauseWidening.edits(tree).count, 0, source)
        }
    }

    func testAPreviewInTheWidenedClauseIsCompiled() {
        let source = "#if os(iOS) || os(macOS)\n#Preview { Text(\"x\") }\n#elseif os(tvOS)\n#endif\n"
        XCTAssertEqual(PreviewDiscovery.scan(source, file: "P.swift").previews.map(\.isCompiledOnLinux), [true])
    }
}
