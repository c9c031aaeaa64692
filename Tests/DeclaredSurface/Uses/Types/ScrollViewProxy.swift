// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2478911697 ScrollViewProxy
@MainActor func use_2478911697() {
    let _: Any.Type = ScrollViewProxy.self
}
