// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud10fa0aec5 BorderedProminentButtonStyle
@MainActor func use_d10fa0aec5() {
    let _: Any.Type = BorderedProminentButtonStyle.self
}
