// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue74c83cb01 Namespace.ID
@MainActor func use_e74c83cb01() {
    let _: Any.Type = Namespace.ID.self
}
