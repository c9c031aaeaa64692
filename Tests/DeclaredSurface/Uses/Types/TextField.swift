// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ued595662ad TextField
@MainActor func use_ed595662ad<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = TextField<Label>.self
}
