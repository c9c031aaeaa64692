// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u27b5b3d9a6 PlainListStyle.init()
@MainActor func use_27b5b3d9a6() {
    let _: PlainListStyle = PlainListStyle()
}
