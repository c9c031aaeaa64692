// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1f62ed47de DatePickerComponents.init(rawValue: UInt)
@MainActor func use_1f62ed47de() {
    let _: DatePickerComponents = DatePickerComponents(rawValue: sample() as UInt)
}
