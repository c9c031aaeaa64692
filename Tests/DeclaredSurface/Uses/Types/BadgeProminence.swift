// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc68653e4bf BadgeProminence
@MainActor func use_c68653e4bf() {
    let _: Any.Type = BadgeProminence.self
}
