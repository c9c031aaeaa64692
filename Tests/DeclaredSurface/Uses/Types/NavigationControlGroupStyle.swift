// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u47c97c8ada NavigationControlGroupStyle
@MainActor func use_47c97c8ada() {
    let _: Any.Type = NavigationControlGroupStyle.self
}
