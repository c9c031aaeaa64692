import Foundation

// The geometry types SwiftUI makes animatable, with the animatable data Apple declares for each (witnesses
// `nonisolated`: geometry is read on any thread), so that code
// reading or composing them (`AnimatablePair(rect.animatableData, angle.animatableData)`) compiles unchanged.

extension CGPoint: Animatable {
    /// The point's x and y.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's width and height.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    nonisolated public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable, _VectorMath {
    /// The angle in radians.
    nonisolated public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The point's x and y.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable, _VectorMath {
    /// The insets' top, leading, bottom and trailing, nested as Apple nests them.
    nonisolated public var animatableData:
        AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
    {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
