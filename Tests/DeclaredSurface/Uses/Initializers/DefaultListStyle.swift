// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u92ac55cf04 DefaultListStyle.init()
@MainActor func use_92ac55cf04() {
    let _: DefaultListStyle = DefaultListStyle()
}
