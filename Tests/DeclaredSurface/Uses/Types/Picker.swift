// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub02207772c Picker
@MainActor func use_b02207772c<Label: View, SelectionValue: Hashable, Content: View>(
    _ generics: (Label, SelectionValue, Content).Type
) {
    let _: Any.Type = Picker<Label, SelectionValue, Content>.self
}
