// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf1c631c527 OffsetTransition
@MainActor func use_f1c631c527() {
    let _: Any.Type = OffsetTransition.self
}
