// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa82ba9e80 MenuOrder
@MainActor func use_aa82ba9e80() {
    let _: Any.Type = MenuOrder.self
}
