// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8b95112eb3 KeyframeTrack.init(content: () -> Content) where Root == Value
@MainActor func use_8b95112eb3<Value, Content: KeyframeTrackContent>(
    _ generics: (Value, Content).Type
) where Value == Content.Value {
    let _: KeyframeTrack<Value, Value, Content> = KeyframeTrack(content: sample() as () -> Content)
}

// u3e71fb0133 KeyframeTrack.init(_: WritableKeyPath<Root, Value>, content: () -> Content)
@MainActor func use_3e71fb0133<Root, Value, Content: KeyframeTrackContent>(
    _ generics: (Root, Value, Content).Type
) where Value == Content.Value {
    let _: KeyframeTrack<Root, Value, Content> = KeyframeTrack(
        sample() as WritableKeyPath<Root, Value>,
        content: sample() as () -> Content
    )
}
