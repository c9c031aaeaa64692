// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue73f995392 FileDocument.init(configuration: Self.ReadConfiguration)
@MainActor func use_e73f995392<Self_: FileDocument>(_ generics: (Self_).Type) throws {
    let _: Self_ = try Self_(configuration: sample() as Self_.ReadConfiguration)
}
