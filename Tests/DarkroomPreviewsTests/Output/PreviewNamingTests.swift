@testable import DarkroomPreviews
import XCTest

final class PreviewNamingTests: XCTestCase {
    func testNamesDependOnTheFileAndThePreviewNotOnLines() {
        let first = PreviewDiscovery.scan("""
            #Preview { A() }
            #Preview("Dark mode!") { A() }
            #Preview { B() }
            #Preview("Dark mode!") { C() }
            struct A_Previews: PreviewProvider { static var previews: some View { A() } }
            """, file: "Views/A.swift")
        let names = PreviewNaming.names([first])
        XCTAssertEqual(names["Views/A.swift:1"]?.base, "Preview")
        XCTAssertEqual(names["Views/A.swift:2"]?.base, "Dark-mode")
        XCTAssertEqual(names["Views/A.swift:2"]?.display, "Dark mode!")
        XCTAssertEqual(names["Views/A.swift:3"]?.base, "Preview-2")
        XCTAssertEqual(names["Views/A.swift:3"]?.display, "Preview 2")
        XCTAssertEqual(names["Views/A.swift:4"]?.base, "Dark-mode-2")
        XCTAssertEqual(names["Views/A.swift:5"]?.base, "A_Previews")

        // Lines added above move the previews but keep their names.
        let moved = PreviewDiscovery.scan("\n\n" + """
            #Preview { A() }
            #Preview("Dark mode!") { A() }
            """, file: "Views/A.swift")
        XCTAssertEqual(PreviewNaming.names([moved])["Views/A.swift:4"]?.base, "Dark-mode")
    }
}
