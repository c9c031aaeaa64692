// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5a9842ceb5 AutomaticTextEditorStyle.init()
@MainActor func use_5a9842ceb5() {
    let _: AutomaticTextEditorStyle = AutomaticTextEditorStyle()
}
