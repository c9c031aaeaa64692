// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue07b92e1d2 AutomaticLabeledContentStyle
@MainActor func use_e07b92e1d2() {
    let _: Any.Type = AutomaticLabeledContentStyle.self
}
