// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u912fc14508 Divider
@MainActor func use_912fc14508() {
    let _: Any.Type = Divider.self
}
