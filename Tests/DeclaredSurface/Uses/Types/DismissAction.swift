// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u672df7a6b3 DismissAction
@MainActor func use_672df7a6b3() {
    let _: Any.Type = DismissAction.self
}
