import DarkroomPreviews
import XCTest

final class SourceSelectionTests: XCTestCase {
    func testSkipsTestsBuildFoldersAndManifests() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("selection-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["Package.swift", "Sources/App/A.swift", "Sources/Core/B.swift", "Tests/AppTests/T.swift",
                     ".build/checkouts/X/C.swift", "Sources/App/Assets.xcassets/D.swift"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let files = SourceSelection.swiftFiles(root: root)
        XCTAssertEqual(files, ["Sources/App/A.swift", "Sources/Core/B.swift"])
        XCTAssertEqual(SourceSelection.localModules(files: files), ["Sources", "App", "Core"])
    }
}
