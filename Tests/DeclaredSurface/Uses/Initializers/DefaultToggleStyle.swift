// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5989148c9 DefaultToggleStyle.init()
@MainActor func use_d5989148c9() {
    let _: DefaultToggleStyle = DefaultToggleStyle()
}
