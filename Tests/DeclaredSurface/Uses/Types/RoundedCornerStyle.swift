// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u18c52111c0 RoundedCornerStyle
@MainActor func use_18c52111c0() {
    let _: Any.Type = RoundedCornerStyle.self
}
