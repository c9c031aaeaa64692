import Foundation

// The scalars SwiftUI makes animatable: their animatable data is the value itself (the default
// `animatableData` of a `VectorArithmetic` type), so keyframes and animatable shapes can animate a
// `Double` or `CGFloat` directly.

extension Double: Animatable {}

extension CGFloat: Animatable {}
