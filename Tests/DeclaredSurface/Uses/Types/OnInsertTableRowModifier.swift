// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4923ef999d OnInsertTableRowModifier
@MainActor func use_4923ef999d() {
    let _: Any.Type = OnInsertTableRowModifier.self
}
