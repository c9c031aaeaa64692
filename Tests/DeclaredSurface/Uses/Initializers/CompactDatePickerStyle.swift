// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c182358fc CompactDatePickerStyle.init()
@MainActor func use_7c182358fc() {
    let _: CompactDatePickerStyle = CompactDatePickerStyle()
}
