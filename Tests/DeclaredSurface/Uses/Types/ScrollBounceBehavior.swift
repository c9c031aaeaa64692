// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubd76dfe871 ScrollBounceBehavior
@MainActor func use_bd76dfe871() {
    let _: Any.Type = ScrollBounceBehavior.self
}
