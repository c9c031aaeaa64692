// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u75e70bfa9a SegmentedPickerStyle
@MainActor func use_75e70bfa9a() {
    let _: Any.Type = SegmentedPickerStyle.self
}
