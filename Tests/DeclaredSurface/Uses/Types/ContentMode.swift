// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u18ca012977 ContentMode
@MainActor func use_18ca012977() {
    let _: Any.Type = ContentMode.self
}
