// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uefe49a11be DatePickerComponents.rawValue
@MainActor func use_efe49a11be(_ subject: DatePickerComponents) {
    let _: UInt = subject.rawValue
}
