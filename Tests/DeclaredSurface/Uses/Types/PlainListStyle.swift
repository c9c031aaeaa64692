// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u56c5c3dca7 PlainListStyle
@MainActor func use_56c5c3dca7() {
    let _: Any.Type = PlainListStyle.self
}
