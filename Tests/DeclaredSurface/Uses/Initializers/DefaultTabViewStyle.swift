// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uabd1ee1614 DefaultTabViewStyle.init()
@MainActor func use_abd1ee1614() {
    let _: DefaultTabViewStyle = DefaultTabViewStyle()
}
