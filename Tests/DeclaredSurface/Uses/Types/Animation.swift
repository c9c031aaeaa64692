// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u62afd21e88 Animation
@MainActor func use_62afd21e88() {
    let _: Any.Type = Animation.self
}
