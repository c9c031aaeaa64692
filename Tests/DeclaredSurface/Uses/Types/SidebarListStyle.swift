// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud18a653ebc SidebarListStyle
@MainActor func use_d18a653ebc() {
    let _: Any.Type = SidebarListStyle.self
}
