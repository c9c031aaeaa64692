// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u56442543e2 DefaultLabelStyle.init()
@MainActor func use_56442543e2() {
    let _: DefaultLabelStyle = DefaultLabelStyle()
}
