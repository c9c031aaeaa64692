// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2f73d54f52 BackgroundStyle.init()
@MainActor func use_2f73d54f52() {
    let _: BackgroundStyle = BackgroundStyle()
}
