// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u80f09152ff FileDocumentConfiguration
@MainActor func use_80f09152ff<Document: FileDocument>(_ generics: (Document).Type) {
    let _: Any.Type = FileDocumentConfiguration<Document>.self
}
