import Foundation

/// The keyframes of one property of an animated value. (The second generic parameter is the property's
/// type; Darkroom names it `Property` so that `Value` can be the animated root value, as `Keyframes` needs.)
nonisolated public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes
    where Content.Value == Property {
    /// The animated root value, whose property the track animates.
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, Property>
    let keyframes: Content
    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>,
                @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        self.keyPath = keyPath
        keyframes = content()
    }
    init(keyPath: WritableKeyPath<Root, Property>, content: Content) {
        self.keyPath = keyPath
        keyframes = content
    }

    /// A track is its own keyframes.
    public var body: Self { return self }

    /// Appends this track: its property moves through its keyframes from the initial value's.
    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root,
                         initialVelocity: Root?) {
        var content = _ResolvedKeyframeTrackContent<Property>()
        keyframes._resolve(into: &content)
        resolved.tracks.append(
            PropertyKeyframeTrack(keyPath: keyPath, start: initialValue[keyPath: keyPath], content: content))
    }
}

extension KeyframeTrack where Root == Property {
    /// A track for the whole animated value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(keyPath: \Root.self, content: content())
    }
    init(content: Content) { self.init(keyPath: \Root.self, content: content) }
}
