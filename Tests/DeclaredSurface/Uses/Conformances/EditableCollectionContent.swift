// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4d10a3947 EditableCollectionContent: View where Content : View
@MainActor func use_f4d10a3947<Content: View, Data>(_ generics: (Content, Data).Type) {
    _ = EditableCollectionContent<Content, Data>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(EditableCollectionContent<Content, Data>.self)
}
