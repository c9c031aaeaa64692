// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf40da0ce4d PlainTextFieldStyle
@MainActor func use_f40da0ce4d() {
    let _: Any.Type = PlainTextFieldStyle.self
}
