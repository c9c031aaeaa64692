// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf365ddea85 PlainTextFieldStyle.init()
@MainActor func use_f365ddea85() {
    let _: PlainTextFieldStyle = PlainTextFieldStyle()
}
