// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u80129448c8 BorderedButtonStyle
@MainActor func use_80129448c8() {
    let _: Any.Type = BorderedButtonStyle.self
}
