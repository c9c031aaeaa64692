// One conditional import makes an iOS snapshot test file compile on Linux:
//
//     import SnapshotTesting
//     #if canImport(SwiftUI)
//     import SwiftUI
//     #else
//     import DarkroomSnapshotTesting
//     #endif
//
// This module brings the SwiftUI-style views and UIKit-style types
// (`DarkroomCompat`, which re-exports `Darkroom`) and swift-snapshot-testing
// itself, so the names the test file uses resolve from here.
@_exported import DarkroomCompat
@_exported import SnapshotTesting
