// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u69592f9de5 LabeledContent: View where Label : View, Content : View
@MainActor func use_69592f9de5<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    _ = LabeledContent<Label, Content>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(LabeledContent<Label, Content>.self)
}
