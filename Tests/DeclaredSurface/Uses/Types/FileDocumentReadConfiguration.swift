// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udbbd431f11 FileDocumentReadConfiguration
@MainActor func use_dbbd431f11() {
    let _: Any.Type = FileDocumentReadConfiguration.self
}
