import Foundation

// The animatable data SwiftUI declares for shapes and their styles. A still frame never interpolates, but code
// that reads or sets `animatableData` (custom shapes forwarding it) gets the values it names.

extension RoundedRectangle {
    /// The corner size, animatable.
    public var animatableData: CGSize.AnimatableData {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii: top leading with bottom leading, and bottom trailing with top trailing.
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    /// The radii, animatable.
    public var animatableData: AnimatableData {
        get {
            AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
        }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}

extension UnevenRoundedRectangle {
    /// The corner radii, animatable.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase, animatable.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

extension AnyLayout {
    /// A type-erased layout animates nothing of its own.
    public typealias AnimatableData = EmptyAnimatableData
    /// Nothing to animate.
    public var animatableData: AnimatableData {
        get { EmptyAnimatableData() }
        set {} // swiftlint:disable:this unused_setter_value
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount` on every side, each radius reduced by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetUnevenRoundedRectangle(base: self, amount: amount)
    }
}

/// An uneven rounded rectangle inset by an amount.
nonisolated struct InsetUnevenRoundedRectangle: InsettableShape {
    let base: UnevenRoundedRectangle
    let amount: CGFloat
    func path(in rect: CGRect) -> Path {
        var radii = base.cornerRadii
        radii.topLeading = max(radii.topLeading - amount, 0)
        radii.bottomLeading = max(radii.bottomLeading - amount, 0)
        radii.bottomTrailing = max(radii.bottomTrailing - amount, 0)
        radii.topTrailing = max(radii.topTrailing - amount, 0)
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard inset.width > 0, inset.height > 0 else { return Path() }
        return UnevenRoundedRectangle(cornerRadii: radii, style: base.style).path(in: inset)
    }
    func inset(by more: CGFloat) -> InsetUnevenRoundedRectangle {
        InsetUnevenRoundedRectangle(base: base, amount: amount + more)
    }
}

extension Never: ShapeStyle {
    /// Never called: there is no `Never` to paint with.
    @_spi(Engine) public func _paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint { switch self {} }
}
