import DarkroomPreviews
import XCTest

/// Discovery on the preview syntax people write: every form of `#Preview` and of `PreviewProvider`.
final class PreviewDiscoveryTests: XCTestCase {
    func testFindsEveryFormOfThePreviewMacro() {
        let source = """
            import SwiftUI

            struct Card: View { var body: some View { Text("x") } }

            #Preview { Card() }

            #Preview("Named") {
                Card()
            }

            #Preview("Fits", traits: .sizeThatFitsLayout) { Card() }

            #Preview(traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) {
                Card()
            }

            #Preview {
                @Previewable @State var isOn = true
                Toggle("On", isOn: $isOn)
            }

            #Preview("UIKit") {
                let label = UILabel()
                return label
            }

            #if DEBUG
            #Preview("In a DEBUG block") { Card() }
            #endif
            """
        let scan = PreviewDiscovery.scan(source, file: "Views/Card.swift")
        XCTAssertNil(scan.syntaxError)
        XCTAssertEqual(scan.previews.map(\.line), [5, 7, 11, 13, 17, 22, 28])
        XCTAssertEqual(scan.previews.map(\.name), [nil, "Named", "Fits", nil, nil, "UIKit", "In a DEBUG block"])
        XCTAssertEqual(scan.previews[2].traits, ["sizeThatFitsLayout"])
        XCTAssertEqual(scan.previews[3].traits, ["fixedLayout(width: 300, height: 200)", "landscapeLeft"])
        XCTAssertEqual(scan.previews[1].lines, 7...9)
        XCTAssertTrue(scan.previews.allSatisfy { $0.kind == .macro && $0.file == "Views/Card.swift" })
        XCTAssertEqual(scan.imports, ["SwiftUI"])
    }

    func testFindsPreviewProvidersNestedAndInExtensions() {
        let source = """
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }
            enum Screens {
                struct Detail_Previews: SwiftUI.PreviewProvider {
                    static var previews: some View { Text("b") }
                }
            }
            extension Legacy: PreviewProvider {
                static var previews: some View { Text("c") }
            }
            struct NotAPreview: View { var body: some View { Text("d") } }
            """
        let scan = PreviewDiscovery.scan(source, file: "Rows.swift")
        XCTAssertEqual(scan.previews.map(\.kind), [
            .provider(typeName: "Row_Previews"), .provider(typeName: "Screens.Detail_Previews"),
            .provider(typeName: "Legacy"),
        ])
        XCTAssertEqual(scan.previews.map(\.line), [1, 5, 9])
    }

    func testRecordsDeclarationsABuildCanDropOneByOne() {
        let source = """
            import Foundation

            struct A {}

            extension A {
                func one() {}
                var two: Int { 2 }
            }
            #Preview { A() }
            """
        let scan = PreviewDiscovery.scan(source, file: "A.swift")
        XCTAssertEqual(scan.droppableSpans.map(\.label), ["struct A", "extension A func one", "extension A var two"])
        XCTAssertEqual(scan.droppableSpans.map(\.lines), [3...3, 6...6, 7...7])
    }

    func testReportsSyntaxErrors() {
        let scan = PreviewDiscovery.scan("struct A { var x: = }\n#Preview { A() }", file: "A.swift")
        XCTAssertNotNil(scan.syntaxError)
        XCTAssertEqual(scan.previews.count, 1)
    }
}
