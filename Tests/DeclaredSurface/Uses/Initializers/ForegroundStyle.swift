// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue3b03709ff ForegroundStyle.init()
@MainActor func use_e3b03709ff() {
    let _: ForegroundStyle = ForegroundStyle()
}
