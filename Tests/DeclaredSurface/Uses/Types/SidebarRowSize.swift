// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7605df66ef SidebarRowSize
@MainActor func use_7605df66ef() {
    let _: Any.Type = SidebarRowSize.self
}
