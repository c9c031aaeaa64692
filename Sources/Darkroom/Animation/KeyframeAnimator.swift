import Foundation

// Keyframe animation (iOS 17). A render is one still frame at the start of the animation, so a
// keyframe animator draws its content with the initial value; the tracks are kept so that code
// written for animation compiles unchanged and keeps its structure.

/// A view that animates its content with keyframes, as SwiftUI's `KeyframeAnimator` (iOS 17). A render
/// is the first frame: the content is drawn with the initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
    where KeyframePath.Value == Value {
    let content: Content

    /// An animator that plays its keyframes, repeating or once.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.content = content(initialValue)
    }
    /// An animator that plays its keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.content = content(initialValue)
    }

    public var body: some View { content }
}

nonisolated extension View {
    /// Animates this view with keyframes each time `trigger` changes; a render draws the initial value.
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(value: self), initialValue)
    }
    /// Animates this view with keyframes, repeating or once; a render draws the initial value.
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(PlaceholderContentView(value: self), initialValue)
    }
}
