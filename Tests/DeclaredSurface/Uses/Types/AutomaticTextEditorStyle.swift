// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub209e25fa1 AutomaticTextEditorStyle
@MainActor func use_b209e25fa1() {
    let _: Any.Type = AutomaticTextEditorStyle.self
}

// u85711eac7e AutomaticTextEditorStyle.Body
@MainActor func use_85711eac7e() {
    let _: Any.Type = AutomaticTextEditorStyle.Body.self
}
