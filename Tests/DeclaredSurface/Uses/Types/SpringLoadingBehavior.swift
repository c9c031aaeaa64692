// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6ccd04788c SpringLoadingBehavior
@MainActor func use_6ccd04788c() {
    let _: Any.Type = SpringLoadingBehavior.self
}
