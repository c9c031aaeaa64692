// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u048a2deeef Ellipse.init()
@MainActor func use_048a2deeef() {
    let _: Ellipse = Ellipse()
}
