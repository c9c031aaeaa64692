import DarkroomPreviews
import XCTest

/// The scratch copy keeps every line where it was, so the compiler's errors point at the user's lines.
final class ScratchSourceTests: XCTestCase {
    let source = """
        import SwiftUI
        import AppCore

        @main
        struct Demo: App {
            var body: some Scene { WindowGroup { Text("app") } }
        }

        struct Card: View { var body: some View { Text("x") } }

        #Preview("Card", traits: .sizeThatFitsLayout) {
            @Previewable @State var on = true
            Card()
        }

        struct Card_Previews: PreviewProvider {
            static var previews: some View { Card() }
        }
        """

    func testRewritesPreviewsInPlaceAndRegistersThemAfterTheLastLine() {
        let scan = PreviewDiscovery.scan(source, file: "Views/Card.swift")
        let copy = ScratchSource(original: source, scan: scan, fileIndex: 3, localModules: ["AppCore"],
                                 droppedPreviews: [], droppedSpans: [])
        let lines = copy.text.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "@_spi(Previews) import DarkroomCompat")
        // URLSession, which Foundation has on Apple platforms.
        XCTAssertEqual(Array(lines[1...3]), ["#if canImport(FoundationNetworking)", "import FoundationNetworking",
                                              "#endif"])
        XCTAssertEqual(lines[4], "#sourceLocation(file: \"Views/Card.swift\", line: 1)")
        // The adopted import block, then a directive so that the next line is numbered 2 again.
        XCTAssertEqual(Array(lines[5...9]), ["#if canImport(SwiftUI)", "import SwiftUI", "#else",
                                              "import DarkroomCompat", "#endif"])
        XCTAssertEqual(lines[10], "#sourceLocation(file: \"Views/Card.swift\", line: 2)")
        XCTAssertEqual(lines[11].trimmingCharacters(in: .whitespaces), "", "the local module's import is blanked")
        XCTAssertFalse(copy.text.contains("@main"))
        XCTAssertFalse(copy.text.contains("struct Demo"))
        XCTAssertFalse(copy.text.contains("@Previewable"))
        // Original line 11 is line 11 + 10 of the copy (two directives and seven added import lines before it).
        XCTAssertEqual(lines[10 + 10], "fileprivate func __darkroomPreview_3_0() -> DarkroomCompat.PreviewBody { "
                        + "DarkroomCompat.PreviewBody(\"Card\", traits: .sizeThatFitsLayout) {")
        XCTAssertEqual(lines[13 + 10], "} }")
        XCTAssertTrue(copy.text.contains("""
            #sourceLocation(file: "Views/Card.swift", line: 100001)
            @MainActor func __darkroomRegister_3() {
                DarkroomCompat.PreviewRegistry.register(file: "Views/Card.swift", line: 11, __darkroomPreview_3_0())
                DarkroomCompat.PreviewRegistry.register(file: "Views/Card.swift", line: 16, \
            DarkroomCompat.PreviewBody.provider(Card_Previews.self))
            }
            """))
        XCTAssertEqual(copy.registered, [0, 1])
    }

    func testDroppedPreviewsAndDeclarationsAreBlankedWithTheirLinesKept() {
        let scan = PreviewDiscovery.scan(source, file: "Card.swift")
        let span = scan.droppableSpans.firstIndex { $0.label == "struct Card" }!
        let copy = ScratchSource(original: source, scan: scan, fileIndex: 0, localModules: [],
                                 droppedPreviews: [0], droppedSpans: [span])
        XCTAssertFalse(copy.text.contains("__darkroomPreview_0_0"))
        XCTAssertFalse(copy.text.contains("struct Card:"))
        XCTAssertEqual(copy.registered, [1])
        XCTAssertEqual(copy.text.components(separatedBy: "\n").count,
                       ScratchSource(original: source, scan: scan, fileIndex: 0, localModules: [],
                                     droppedPreviews: [], droppedSpans: []).text.components(separatedBy: "\n").count
                        - 1, "only the registration line goes")
    }

    func testImportsLeftInTheirOwnIfBlocksAreTurnedToDarkroomOnTheirLines() {
        let source = """
            #if os(macOS)
            import AppKit
            #else
            @preconcurrency import UIKit
            #endif
            #if canImport(Charts)
            import Charts
            #endif
            """
        let scan = PreviewDiscovery.scan(source, file: "Multi.swift")
        let copy = ScratchSource(original: source, scan: scan, fileIndex: 0, localModules: [],
                                 droppedPreviews: [], droppedSpans: [])
        let lines = copy.text.components(separatedBy: "\n")
        XCTAssertEqual(Array(lines[5...12]), ["#if os(macOS)", "import AppKit", "#else",
                                              "@preconcurrency import DarkroomCompat", "#endif",
                                              "#if canImport(Charts)", "import DarkroomCharts", "#endif"])
    }

    func testNamesQualifiedByTheCodeBasesOwnModulesLoseTheQualifier() {
        let source = """
            let account: Models.Account = Models.Account.preview
            let theme = Theme.Colors.accent
            """
        let scan = PreviewDiscovery.scan(source, file: "A.swift")
        let copy = ScratchSource(original: source, scan: scan, fileIndex: 0, localModules: ["Models", "Theme"],
                                 declaredTypes: ["Theme"], droppedPreviews: [], droppedSpans: [])
        let lines = copy.text.components(separatedBy: "\n")
        XCTAssertEqual(lines[5], "let account:        Account =        Account.preview")
        XCTAssertEqual(lines[6], "let theme = Theme.Colors.accent", "a type named like a folder stays")
    }

    func testAPreviewInAnIfFalseOnLinuxIsNotRegistered() {
        let source = "#if os(watchOS)\n#Preview { Text(\"x\") }\n#endif\n#Preview { Text(\"y\") }\n"
        let scan = PreviewDiscovery.scan(source, file: "W.swift")
        XCTAssertEqual(scan.previews.map(\.isCompiledOnLinux), [false, true])
        let copy = ScratchSource(original: source, scan: scan, fileIndex: 0, localModules: [],
                                 droppedPreviews: [], droppedSpans: [])
        XCTAssertEqual(copy.registered, [1], "a registration of a function that is not compiled breaks the build")
    }

    /// swift-frontend 6.3 crashes (signal 11) on a generic closure whose inferred result is a type declared
    /// inside it; such bodies go to `PreviewBody.localTypes`, whose closures return `any View` or a UIKit type.
    func testABodyDeclaringATypeCallsTheOverloadsThatDoNotInferIt() {
        let source = """
            #Preview("Local") {
                struct Preview: View { var body: some View { Text("x") } }
                return Preview()
            }
            #Preview { Text("y") }
            #Preview {
                func row(_ color: Color) -> some View { color.frame(height: 4) }
                return VStack { row(.red) }
            }
            """
        let scan = PreviewDiscovery.scan(source, file: "L.swift")
        let copy = ScratchSource(original: source, scan: scan, fileIndex: 0, localModules: [],
                                 droppedPreviews: [], droppedSpans: [])
        let lines = copy.text.components(separatedBy: "\n")
        XCTAssertEqual(lines[5], "fileprivate func __darkroomPreview_0_0() -> DarkroomCompat.PreviewBody { "
                        + "DarkroomCompat.PreviewBody.localTypes(\"Local\") {")
        XCTAssertEqual(lines[9], "fileprivate func __darkroomPreview_0_1() -> DarkroomCompat.PreviewBody { "
                        + "DarkroomCompat.PreviewBody { Text(\"y\") } }")
        XCTAssertEqual(lines[10], "fileprivate func __darkroomPreview_0_2() -> DarkroomCompat.PreviewBody { "
                        + "DarkroomCompat.PreviewBody.localTypes {")
    }
}
