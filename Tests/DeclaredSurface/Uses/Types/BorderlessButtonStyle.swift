// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u52b53359f4 BorderlessButtonStyle
@MainActor func use_52b53359f4() {
    let _: Any.Type = BorderlessButtonStyle.self
}
