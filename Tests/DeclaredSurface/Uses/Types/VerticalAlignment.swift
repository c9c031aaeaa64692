// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u34655c3eb0 VerticalAlignment
@MainActor func use_34655c3eb0() {
    let _: Any.Type = VerticalAlignment.self
}
