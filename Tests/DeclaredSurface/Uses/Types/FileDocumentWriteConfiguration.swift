// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u30e39d616a FileDocumentWriteConfiguration
@MainActor func use_30e39d616a() {
    let _: Any.Type = FileDocumentWriteConfiguration.self
}
