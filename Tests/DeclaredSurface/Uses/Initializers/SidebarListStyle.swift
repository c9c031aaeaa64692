// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6bfaac9811 SidebarListStyle.init()
@MainActor func use_6bfaac9811() {
    let _: SidebarListStyle = SidebarListStyle()
}
