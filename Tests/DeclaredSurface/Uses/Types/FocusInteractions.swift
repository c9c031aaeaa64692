// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud2af9a13ac FocusInteractions
@MainActor func use_d2af9a13ac() {
    let _: Any.Type = FocusInteractions.self
}
