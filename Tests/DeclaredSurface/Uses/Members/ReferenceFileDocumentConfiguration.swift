// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9c17d2c044 ReferenceFileDocumentConfiguration.document
@MainActor func use_9c17d2c044<Document: ReferenceFileDocument>(
    _ subject: ReferenceFileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    var subject = subject
    let _: Document = subject.document
    subject.document = sample() as Document
}

// ue3d21885cb ReferenceFileDocumentConfiguration.$document
@MainActor func use_e3d21885cb<Document: ReferenceFileDocument>(
    _ subject: ReferenceFileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    let _: ObservedObject<Document>.Wrapper = subject.$document
}

// u1b7e5acd8a ReferenceFileDocumentConfiguration.fileURL
@MainActor func use_1b7e5acd8a<Document: ReferenceFileDocument>(
    _ subject: ReferenceFileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    var subject = subject
    let _: URL? = subject.fileURL
    subject.fileURL = sample() as URL?
}

// uff9906ed75 ReferenceFileDocumentConfiguration.isEditable
@MainActor func use_ff9906ed75<Document: ReferenceFileDocument>(
    _ subject: ReferenceFileDocumentConfiguration<Document>,
    _ generics: (Document).Type
) {
    var subject = subject
    let _: Bool = subject.isEditable
    subject.isEditable = sample() as Bool
}
