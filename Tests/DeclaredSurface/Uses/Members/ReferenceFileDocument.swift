// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u387354607c ReferenceFileDocument.Snapshot
@MainActor func use_387354607c<Self_: ReferenceFileDocument>(_ generics: (Self_).Type) {
    _ = Self_.Snapshot.self
}

// ue7da7f445c ReferenceFileDocument.ReadConfiguration
@MainActor func use_e7da7f445c<Self_: ReferenceFileDocument>(_ generics: (Self_).Type) {
    let _: (FileDocumentReadConfiguration).Type = Self_.ReadConfiguration.self
}

// u53e0aed1be ReferenceFileDocument.snapshot(contentType: UTType)
@MainActor func use_53e0aed1be<Self_: ReferenceFileDocument>(_ subject: Self_, _ generics: (Self_).Type) throws {
    let _: Self_.Snapshot = try subject.snapshot(contentType: sample() as UTType)
}

// u26c38e5555 ReferenceFileDocument.fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration)
@MainActor func use_26c38e5555<Self_: ReferenceFileDocument>(_ subject: Self_, _ generics: (Self_).Type) throws {
    let _: FileWrapper = try subject.fileWrapper(
        snapshot: sample() as Self_.Snapshot,
        configuration: sample() as Self_.WriteConfiguration
    )
}

// u03668e0db3 ReferenceFileDocument.WriteConfiguration
@MainActor func use_03668e0db3<Self_: ReferenceFileDocument>(_ generics: (Self_).Type) {
    let _: (FileDocumentWriteConfiguration).Type = Self_.WriteConfiguration.self
}
