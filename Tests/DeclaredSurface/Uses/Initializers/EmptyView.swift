// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua070b09e42 EmptyView.init()
@MainActor func use_a070b09e42() {
    let _: EmptyView = EmptyView()
}
