// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud1e622c2be NavigationBarItem
@MainActor func use_d1e622c2be() {
    let _: Any.Type = NavigationBarItem.self
}

// u9dbb244c1b NavigationBarItem.TitleDisplayMode
@MainActor func use_9dbb244c1b() {
    let _: Any.Type = NavigationBarItem.TitleDisplayMode.self
}
