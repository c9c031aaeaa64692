// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufb8b389d7d TextEditorStyleConfiguration
@MainActor func use_fb8b389d7d() {
    let _: Any.Type = TextEditorStyleConfiguration.self
}
