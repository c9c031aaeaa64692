// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubdbfff3ab1 RoundedBorderTextFieldStyle.init()
@MainActor func use_bdbfff3ab1() {
    let _: RoundedBorderTextFieldStyle = RoundedBorderTextFieldStyle()
}
