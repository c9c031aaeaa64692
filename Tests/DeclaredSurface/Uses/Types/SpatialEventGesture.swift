// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua1dae474db SpatialEventGesture
@MainActor func use_a1dae474db() {
    let _: Any.Type = SpatialEventGesture.self
}
