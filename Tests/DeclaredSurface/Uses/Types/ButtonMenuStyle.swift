// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ued0ff22ad9 ButtonMenuStyle
@MainActor func use_ed0ff22ad9() {
    let _: Any.Type = ButtonMenuStyle.self
}
