// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue172b805dc FileDocumentConfiguration.document
@MainActor func use_e172b805dc<Document: FileDocument>(
    _ subject: FileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    var subject = subject
    let _: Document = subject.document
    subject.document = sample() as Document
}

// ud797d78d09 FileDocumentConfiguration.$document
@MainActor func use_d797d78d09<Document: FileDocument>(
    _ subject: FileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    let _: Binding<Document> = subject.$document
}

// u6e619a5a04 FileDocumentConfiguration.fileURL
@MainActor func use_6e619a5a04<Document: FileDocument>(
    _ subject: FileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    var subject = subject
    let _: URL? = subject.fileURL
    subject.fileURL = sample() as URL?
}

// udb17089831 FileDocumentConfiguration.isEditable
@MainActor func use_db17089831<Document: FileDocument>(
    _ subject: FileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    var subject = subject
    let _: Bool = subject.isEditable
    subject.isEditable = sample() as Bool
}
