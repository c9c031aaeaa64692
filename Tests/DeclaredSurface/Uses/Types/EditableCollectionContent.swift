// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7d416e77b4 EditableCollectionContent
@MainActor func use_7d416e77b4<Content, Data>(_ generics: (Content, Data).Type) {
    let _: Any.Type = EditableCollectionContent<Content, Data>.self
}
