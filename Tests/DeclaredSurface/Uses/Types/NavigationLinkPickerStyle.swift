// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2cfa678c9b NavigationLinkPickerStyle
@MainActor func use_2cfa678c9b() {
    let _: Any.Type = NavigationLinkPickerStyle.self
}
