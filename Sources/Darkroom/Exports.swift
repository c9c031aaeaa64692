// `import Darkroom` alone must be enough for code written against SwiftUI:
// SwiftUI re-exports CoreGraphics' geometry (Foundation has it on Linux) and
// Combine's `ObservableObject` / `@Published` (OpenCombine here).
@_exported import Foundation
@_exported import OpenCombine
