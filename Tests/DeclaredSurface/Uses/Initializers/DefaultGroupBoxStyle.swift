// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue8cc0d59ec DefaultGroupBoxStyle.init()
@MainActor func use_e8cc0d59ec() {
    let _: DefaultGroupBoxStyle = DefaultGroupBoxStyle()
}
