// Protocols: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4f460f77fd ReferenceFileDocument
private final class Conformer_4f460f77fd: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { sample() }
    init(configuration: ReadConfiguration) throws {}
    func snapshot(contentType: UTType) throws -> Int { sample() }
    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper { sample() }
}
