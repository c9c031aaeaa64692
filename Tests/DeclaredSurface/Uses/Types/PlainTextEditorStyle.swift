// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u079f558e37 PlainTextEditorStyle
@MainActor func use_079f558e37() {
    let _: Any.Type = PlainTextEditorStyle.self
}
