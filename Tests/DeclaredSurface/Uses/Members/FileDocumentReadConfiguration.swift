// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud2297c3d2c FileDocumentReadConfiguration.contentType
@MainActor func use_d2297c3d2c(_ subject: FileDocumentReadConfiguration) {
    let _: UTType = subject.contentType
}

// u7351b8e32e FileDocumentReadConfiguration.file
@MainActor func use_7351b8e32e(_ subject: FileDocumentReadConfiguration) {
    let _: FileWrapper = subject.file
}
