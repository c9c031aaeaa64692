// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u713dab8be6 DatePicker
@MainActor func use_713dab8be6<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = DatePicker<Label>.self
}

// u64ba3c0e71 DatePicker.Components
@MainActor func use_64ba3c0e71<Label: View>(_ generics: (Label).Type) {
    let _: (DatePickerComponents).Type = DatePicker<Label>.Components.self
}
