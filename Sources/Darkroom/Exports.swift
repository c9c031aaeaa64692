// `import Darkroom` alone must be enough for code written against SwiftUI:
// SwiftUI re-exports CoreGraphics' geometry (Foundation has it on Linux) and
// Combine's `ObservableObject` / `@Published` (OpenCombine here), including the
// Foundation and Dispatch schedulers (`Timer.publish(every:on:in:)`,
// `receive(on: DispatchQueue.main)`).
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
// Swift's Observation (`@Observable`, `withObservationTracking`): ImageRenderer is `Observable`.
@_exported import Observation
