// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u439c886a66 PushTransition
@MainActor func use_439c886a66() {
    let _: Any.Type = PushTransition.self
}
