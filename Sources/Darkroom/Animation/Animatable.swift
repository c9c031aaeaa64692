import Foundation

/// A type that describes how to animate a property of a view, as SwiftUI's `Animatable`.
///
/// Darkroom renders one still frame, and a view's `animatableData` is its current value: the frame shows the view
/// as its stored properties are now, which is what `animatableData` reads and writes. So a progress ring or clock
/// that declares `animatableData` draws exactly what its properties say.
///
/// Main-actor isolated with `@preconcurrency`, like `View`: a shape or view is main-actor isolated by inference, so
/// its computed `animatableData` is too, and only a main-actor requirement lets it witness the conformance in
/// Swift 6 mode (as progress rings and custom shapes written for Apple platforms do). Darkroom's own conformances
/// are `nonisolated`, so geometry arithmetic runs on any thread.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type of the animatable data.
    associatedtype AnimatableData: VectorArithmetic
    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

nonisolated extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

nonisolated extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: the type has no animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // swift-format-ignore: a setter with nothing to set, as Apple's default.
        set {}
    }
}

/// A modifier that can create another modifier with animation, as SwiftUI's `AnimatableModifier`.
///
/// Apple marks it deprecated only for a future release (no warning today), so it carries no deprecation here.
public protocol AnimatableModifier: Animatable, ViewModifier {}
