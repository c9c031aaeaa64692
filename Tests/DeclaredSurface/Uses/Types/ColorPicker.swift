// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf337123a75 ColorPicker
@MainActor func use_f337123a75<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = ColorPicker<Label>.self
}
