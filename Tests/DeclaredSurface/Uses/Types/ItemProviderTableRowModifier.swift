// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7bc3d23fb6 ItemProviderTableRowModifier
@MainActor func use_7bc3d23fb6() {
    let _: Any.Type = ItemProviderTableRowModifier.self
}
