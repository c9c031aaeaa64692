// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf47cc66741 MenuControlGroupStyle
@MainActor func use_f47cc66741() {
    let _: Any.Type = MenuControlGroupStyle.self
}
