// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubcba54aad0 LabeledControlGroupContent
@MainActor func use_bcba54aad0<Content: View, Label: View>(_ generics: (Content, Label).Type) {
    let _: Any.Type = LabeledControlGroupContent<Content, Label>.self
}
