// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u794145f030 Button
@MainActor func use_794145f030<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = Button<Label>.self
}
