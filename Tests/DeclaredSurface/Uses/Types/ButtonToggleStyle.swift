// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u18859b51a2 ButtonToggleStyle
@MainActor func use_18859b51a2() {
    let _: Any.Type = ButtonToggleStyle.self
}
