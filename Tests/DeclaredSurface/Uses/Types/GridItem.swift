// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2415914d85 GridItem
@MainActor func use_2415914d85() {
    let _: Any.Type = GridItem.self
}

// ue076ea2538 GridItem.Size
@MainActor func use_e076ea2538() {
    let _: Any.Type = GridItem.Size.self
}
