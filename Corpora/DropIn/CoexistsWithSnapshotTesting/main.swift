// Darkroom in a real dependency graph: swift-snapshot-testing and swift-custom-dump
// compile their own `#if canImport(SwiftUI)` branches in this build. With no module
// named like an Apple framework in the graph, those checks stay false on Linux.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import SnapshotTesting
import SnapshotTestingCustomDump
import Foundation

#if canImport(SwiftUI) && !os(macOS) && !os(iOS)
print("FAIL canImport(SwiftUI) is true on this platform")
exit(1)
#endif

struct Row: Equatable { let title: String; let width: Int }

MainActor.assumeIsolated {
    guard let image = ImageRenderer(content: Text("Hi").padding()).cgImage else { print("FAIL"); exit(1) }
    // A snapshot strategy from swift-snapshot-testing, fed by Darkroom's output.
    let strategy = Snapshotting<Row, String>.customDump
    var dumped = ""
    strategy.snapshot(Row(title: "Hi", width: image.width)).run { dumped = $0 }
    guard dumped.contains("title: \"Hi\"") else { print("FAIL \(dumped)"); exit(1) }
    print("customDump ok")
}
print("OK")
