// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c82e34912 ViewSpacing.init()
@MainActor func use_7c82e34912() {
    let _: ViewSpacing = ViewSpacing()
}
