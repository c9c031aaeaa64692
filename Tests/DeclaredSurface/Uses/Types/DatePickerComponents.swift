// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u815d1f5521 DatePickerComponents
@MainActor func use_815d1f5521() {
    let _: Any.Type = DatePickerComponents.self
}
