// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc7e1e89742 FileDocumentWriteConfiguration.contentType
@MainActor func use_c7e1e89742(_ subject: FileDocumentWriteConfiguration) {
    let _: UTType = subject.contentType
}

// uba93c42e0b FileDocumentWriteConfiguration.existingFile
@MainActor func use_ba93c42e0b(_ subject: FileDocumentWriteConfiguration) {
    let _: FileWrapper? = subject.existingFile
}
