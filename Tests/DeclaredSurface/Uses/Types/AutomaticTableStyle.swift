// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue130246543 AutomaticTableStyle
@MainActor func use_e130246543() {
    let _: Any.Type = AutomaticTableStyle.self
}
