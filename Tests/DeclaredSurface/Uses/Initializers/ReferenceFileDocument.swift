// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8a4e63a083 ReferenceFileDocument.init(configuration: Self.ReadConfiguration)
@MainActor func use_8a4e63a083<Self_: ReferenceFileDocument>(_ generics: (Self_).Type) throws {
    let _: Self_ = try Self_(configuration: sample() as Self_.ReadConfiguration)
}
