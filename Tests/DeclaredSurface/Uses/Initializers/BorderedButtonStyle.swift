// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2e93b97058 BorderedButtonStyle.init()
@MainActor func use_2e93b97058() {
    let _: BorderedButtonStyle = BorderedButtonStyle()
}
