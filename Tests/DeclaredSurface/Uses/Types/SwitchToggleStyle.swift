// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua21c83861c SwitchToggleStyle
@MainActor func use_a21c83861c() {
    let _: Any.Type = SwitchToggleStyle.self
}
