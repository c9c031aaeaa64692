// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5d375d080e AsyncImagePhase
@MainActor func use_5d375d080e() {
    let _: Any.Type = AsyncImagePhase.self
}
