// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7430ae3d46 LongPressGesture
@MainActor func use_7430ae3d46() {
    let _: Any.Type = LongPressGesture.self
}
