// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb3de64803 NSDirectionalEdgeInsets.init(_: EdgeInsets)
@MainActor func use_db3de64803() {
    let _: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(sample() as EdgeInsets)
}
