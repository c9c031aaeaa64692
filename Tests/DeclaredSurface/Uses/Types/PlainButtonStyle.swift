// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u057705f057 PlainButtonStyle
@MainActor func use_057705f057() {
    let _: Any.Type = PlainButtonStyle.self
}
