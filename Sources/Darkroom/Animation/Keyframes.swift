import Foundation

/// Keyframes that animate a value, as SwiftUI's `Keyframes`: one or more `KeyframeTrack`s.
public protocol Keyframes<Value> {
    /// The type of the animated value.
    associatedtype Value = Self.Body.Value
    /// The keyframes these keyframes are made of.
    associatedtype Body: Keyframes
    /// The keyframes these keyframes are made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
    /// Darkroom's resolution hook; not for use: appends the tracks these keyframes hold.
    func _resolve(into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value,
                  initialVelocity: Self.Value?)
}

extension Keyframes where Self.Value == Self.Body.Value {
    /// Keyframes made of other keyframes hold what their body holds.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value,
                         initialVelocity: Self.Value?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

// Never's `body` is the one it has as a `View` (main-actor isolated); keyframes are only resolved
// on the main actor, so the conformance keeps that isolation, checked at run time.
extension Never: @preconcurrency Keyframes {
    /// Never animates nothing.
    public typealias Value = Never
}

/// The tracks of resolved keyframes, each a duration and a way to set its property at a time.
public struct _ResolvedKeyframes<Value> {
    var tracks: [any ResolvedKeyframeTrack<Value>] = []
    init() {}
}

/// One resolved track: how long it takes and how it sets its property at a time.
protocol ResolvedKeyframeTrack<Root> {
    associatedtype Root
    var duration: TimeInterval { get }
    /// Sets the track's property of `root` to its value `time` seconds in (animatable data is main-actor isolated).
    @MainActor func apply(to root: inout Root, at time: TimeInterval)
}

/// A track of one property, from its initial value through its keyframes.
struct PropertyKeyframeTrack<Root, Property: Animatable>: ResolvedKeyframeTrack {
    let keyPath: WritableKeyPath<Root, Property>
    let start: Property
    let content: _ResolvedKeyframeTrackContent<Property>
    var duration: TimeInterval { content.duration }
    @MainActor func apply(to root: inout Root, at time: TimeInterval) {
        root[keyPath: keyPath] = content.value(from: start, at: time)
    }
}

/// The tracks of a keyframe animation combined (what `KeyframesBuilder` makes of several).
struct KeyframesPair<First: Keyframes, Second: Keyframes>: Keyframes where First.Value == Second.Value {
    typealias Value = First.Value
    let first: First
    let second: Second
    var body: Self { return self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        first._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        second._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

/// No tracks (an empty keyframes block).
struct EmptyKeyframes<Value>: Keyframes {
    var body: Self { return self }
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {}
}
