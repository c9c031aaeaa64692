// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u58057ec54c GroupBox
@MainActor func use_58057ec54c<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: Any.Type = GroupBox<Label, Content>.self
}
