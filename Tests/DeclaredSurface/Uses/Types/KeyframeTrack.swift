// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0a032ebbab KeyframeTrack
@MainActor func use_0a032ebbab<Root, Value, Content: KeyframeTrackContent>(
    _ generics: (Root, Value, Content).Type
) where Value == Content.Value {
    let _: Any.Type = KeyframeTrack<Root, Value, Content>.self
}
