// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc61b0e28e2 InsetGroupedListStyle.init()
@MainActor func use_c61b0e28e2() {
    let _: InsetGroupedListStyle = InsetGroupedListStyle()
}
