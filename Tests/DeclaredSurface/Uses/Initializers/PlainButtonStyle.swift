// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u89d0e1b6d7 PlainButtonStyle.init()
@MainActor func use_89d0e1b6d7() {
    let _: PlainButtonStyle = PlainButtonStyle()
}
