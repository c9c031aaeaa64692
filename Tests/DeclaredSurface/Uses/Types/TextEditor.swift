// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ddf8bf202 TextEditor
@MainActor func use_9ddf8bf202() {
    let _: Any.Type = TextEditor.self
}
