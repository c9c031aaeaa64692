import Foundation

/// The keyframes of one property of an animated value. (The second generic parameter is the property's
/// type; Darkroom names it `Property` so that `Value` can be the animated root value, as `Keyframes` needs.)
nonisolated public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes
    where Content.Value == Property {
    /// The animated root value, whose property the track animates.
    public typealias Value = Root
    let keyframes: Content
    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>,
                @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        keyframes = content()
    }
}

extension KeyframeTrack where Root == Property {
    /// A track for the whole animated value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) { keyframes = content() }
}
