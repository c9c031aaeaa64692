// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u96b5fc6932 FileDocument.ReadConfiguration
@MainActor func use_96b5fc6932<Self_: FileDocument>(_ generics: (Self_).Type) {
    let _: (FileDocumentReadConfiguration).Type = Self_.ReadConfiguration.self
}

// u9a57682eae FileDocument.fileWrapper(configuration: Self.WriteConfiguration)
@MainActor func use_9a57682eae<Self_: FileDocument>(_ subject: Self_, _ generics: (Self_).Type) throws {
    let _: FileWrapper = try subject.fileWrapper(configuration: sample() as Self_.WriteConfiguration)
}

// ua9b5ea3c08 FileDocument.WriteConfiguration
@MainActor func use_a9b5ea3c08<Self_: FileDocument>(_ generics: (Self_).Type) {
    let _: (FileDocumentWriteConfiguration).Type = Self_.WriteConfiguration.self
}
