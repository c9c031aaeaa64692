import DarkroomPreviews
import XCTest

/// Imports inside `#if` blocks that are compiled on Linux count as unconditional: a missing module there
/// stops the whole compile as surely as one at the top of the file.
final class LinuxConditionsTests: XCTestCase {
    func testImportsInClausesActiveOnLinuxAreCompiled() {
        let source = """
            #if !os(visionOS)
            import Photos
            #endif
            #if os(macOS)
            import AppKit
            #elseif os(Linux) || os(iOS)
            import MapKit
            #else
            import WatchKit
            #endif
            #if os(iOS)
            import UIKit
            #endif
            #if canImport(SwiftData) && DEBUG
            import SwiftData
            #endif
            #if MY_FLAG
            import Unknowable
            #endif
            import Nuke
            """
        let scan = PreviewDiscovery.scan(source, file: "A.swift")
        XCTAssertEqual(scan.unconditionalImports.map(\.module), ["Photos", "MapKit", "UIKit", "Nuke"])
        XCTAssertEqual(scan.unconditionalImports.map(\.line), [2, 7, 12, 20])
    }
}
