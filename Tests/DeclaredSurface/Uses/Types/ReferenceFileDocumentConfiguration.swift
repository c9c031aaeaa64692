// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4098305955 ReferenceFileDocumentConfiguration
@MainActor func use_4098305955<Document: ReferenceFileDocument>(_ generics: (Document).Type) {
    let _: Any.Type = ReferenceFileDocumentConfiguration<Document>.self
}
