// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4310291fb GroupedListStyle.init()
@MainActor func use_f4310291fb() {
    let _: GroupedListStyle = GroupedListStyle()
}
