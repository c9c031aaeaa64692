// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u87ff12f4cf HoverPhase
@MainActor func use_87ff12f4cf() {
    let _: Any.Type = HoverPhase.self
}
