// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua9a8431ddd LabeledToolbarItemGroupContent
@MainActor func use_a9a8431ddd<Content: View, Label: View>(_ generics: (Content, Label).Type) {
    let _: Any.Type = LabeledToolbarItemGroupContent<Content, Label>.self
}
