import Testing
@testable import DarkroomMigration

/// `adopt` on single files: Apple imports inside `#if canImport(…)` with Darkroom's module in the `#else`, trivia
/// kept, idempotent.
@Suite struct AdopterTests {
    let adopter = Adopter()

    func adopt(_ text: String, widen: Bool = false) -> FileResult {
        Adopter(widenOSGuards: widen).adopt(text, path: "File.swift").result
    }

    @Test func singleImportBecomesConditional() {
        let result = adopt("import SwiftUI\n\nstruct A {}\n")
        #expect(result.rewritten == """
            #if canImport(SwiftUI)
            import SwiftUI
            #else
            import DarkroomCompat
            #endif

            struct A {}

            """)
        #expect(result.sites.map(\.outcome) == [.rewritten])
    }

    @Test func adjacentImportsMergeAndOthersStay() {
        let source = """
            // Header comment.

            import Foundation
            import SwiftUI
            // Images.
            import UIKit // UIImage
            import Charts

            """
        let result = adopt(source)
        #expect(result.rewritten == """
            // Header comment.

            import Foundation
            #if canImport(SwiftUI) && canImport(UIKit)
            import SwiftUI
            // Images.
            import UIKit // UIImage
            #else
            import DarkroomCompat
            #endif
            #if canImport(Charts)
            import Charts
            #else
            import DarkroomCharts
            #endif

            """)
        #expect(result.sites.count == 3)
    }

    @Test func attributesAndAccessLevelsAreKept() {
        let result = adopt("@preconcurrency import Combine\npublic import SwiftUI\n@testable import UIKit\n")
        #expect(result.rewritten == """
            #if canImport(Combine) && canImport(SwiftUI) && canImport(UIKit)
            @preconcurrency import Combine
            public import SwiftUI
            @testable import UIKit
            #else
            public import DarkroomCompat
            #endif

            """)
    }

    @Test func exportedImportStaysExported() {
        let result = adopt("@_exported import SwiftUI\n")
        #expect(result.rewritten.contains("#else\n@_exported import DarkroomCompat\n#endif"))
    }

    @Test func secondRunChangesNothing() {
        let once = adopt("import SwiftUI\nimport CoreGraphics\nlet x = 1\n").rewritten
        let twice = adopt(once)
        #expect(twice.rewritten == once)
        #expect(twice.sites.map(\.outcome) == [.unchanged])
    }

    @Test func osGuardsAreLeftAloneUnlessAsked() {
        let source = "#if os(iOS)\nimport UIKit\n#endif\nimport Foundation\n"
        let left = adopt(source)
        #expect(left.rewritten == source)
        #expect(left.sites.map(\.outcome) == [.skipped])
        let widened = adopt(source, widen: true)
        #expect(widened.rewritten == """
            #if os(iOS) || os(Linux)
            #if canImport(UIKit)
            import UIKit
            #else
            import DarkroomCompat
            #endif
            #endif
            import Foundation

            """)
        #expect(adopt(widened.rewritten, widen: true).rewritten == widened.rewritten)
    }

    @Test func guardsWithAnElseBranchAreNeverWidened() {
        let source = "#if os(iOS)\nimport UIKit\n#else\nimport AppKit\n#endif\n"
        #expect(adopt(source, widen: true).rewritten == source)
    }

    @Test func indentedImportsInsideOtherBlocksKeepTheirIndentation() {
        let source = "#if canImport(UIKit)\n    import UIKit\n#endif\n"
        let widened = adopt(source, widen: true)
        #expect(widened.rewritten == """
            #if canImport(UIKit) || os(Linux)
                #if canImport(UIKit)
                import UIKit
                #else
                import DarkroomCompat
                #endif
            #endif

            """)
    }

    @Test func syntaxErrorsLeaveTheFileUntouched() {
        let source = "import SwiftUI\nstruct A { func f( }\n"
        let result = adopt(source)
        #expect(result.rewritten == source)
        #expect(result.error?.contains("syntax error at File.swift:2") == true)
        #expect(!result.changed)
    }

    @Test func modulesUsedFeedThePackageEdit() {
        let (_, modules) = adopter.adopt("import SwiftUI\nimport Charts\nimport Foundation\n", path: "A.swift")
        #expect(modules == ["SwiftUI", "Charts"])
    }
}
