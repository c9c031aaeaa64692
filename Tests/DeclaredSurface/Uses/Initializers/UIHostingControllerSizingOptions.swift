// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua3b8cb93e4 UIHostingControllerSizingOptions.init(rawValue: Int)
@MainActor func use_a3b8cb93e4() {
    let _: UIHostingControllerSizingOptions = UIHostingControllerSizingOptions(rawValue: sample() as Int)
}
