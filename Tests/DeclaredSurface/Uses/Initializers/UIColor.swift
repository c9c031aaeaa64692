// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0ffd6a90f0 UIColor.init(_: Color)
@MainActor func use_0ffd6a90f0() {
    let _: UIColor = UIColor(sample() as Color)
}
