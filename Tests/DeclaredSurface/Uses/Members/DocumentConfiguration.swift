// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4d71e39716 DocumentConfiguration.isEditable
@MainActor func use_4d71e39716(_ subject: DocumentConfiguration) {
    let _: Bool = subject.isEditable
}

// ubb2c456859 DocumentConfiguration.fileURL
@MainActor func use_bb2c456859(_ subject: DocumentConfiguration) {
    let _: URL? = subject.fileURL
}
