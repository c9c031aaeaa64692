// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua29661e843 IconOnlyLabelStyle.init()
@MainActor func use_a29661e843() {
    let _: IconOnlyLabelStyle = IconOnlyLabelStyle()
}
