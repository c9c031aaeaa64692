// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua3f6b53d84 SegmentedPickerStyle.init()
@MainActor func use_a3f6b53d84() {
    let _: SegmentedPickerStyle = SegmentedPickerStyle()
}
