// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uee1e87b61c ListItemTint
@MainActor func use_ee1e87b61c() {
    let _: Any.Type = ListItemTint.self
}
