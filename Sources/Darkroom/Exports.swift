// `import Darkroom` alone must be enough for code written against SwiftUI:
// SwiftUI re-exports CoreGraphics' geometry (Foundation has it on Linux) and
// Combine's `ObservableObject` / `@Published` (OpenCombine here), including the
// Dispatch scheduler (`receive(on: DispatchQueue.main)`) and Combine's Foundation
// additions (`Timer.publish(every:on:in:)`, RunLoop and OperationQueue schedulers,
// NotificationCenter publishers, top-level coders), which Darkroom provides itself
// in Combine/ so that FoundationNetworking is never loaded.
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
// Swift's Observation (`@Observable`, `withObservationTracking`): ImageRenderer is `Observable`.
@_exported import Observation
