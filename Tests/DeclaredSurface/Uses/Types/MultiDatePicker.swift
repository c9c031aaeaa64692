// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua206bb5250 MultiDatePicker
@MainActor func use_a206bb5250<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = MultiDatePicker<Label>.self
}
