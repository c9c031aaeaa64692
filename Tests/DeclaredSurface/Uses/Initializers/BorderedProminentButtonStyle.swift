// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9df92164ff BorderedProminentButtonStyle.init()
@MainActor func use_9df92164ff() {
    let _: BorderedProminentButtonStyle = BorderedProminentButtonStyle()
}
