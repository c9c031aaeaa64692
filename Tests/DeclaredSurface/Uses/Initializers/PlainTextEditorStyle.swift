// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1ae6ecf844 PlainTextEditorStyle.init()
@MainActor func use_1ae6ecf844() {
    let _: PlainTextEditorStyle = PlainTextEditorStyle()
}
