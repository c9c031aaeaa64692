// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8fa5e22638 SidebarRowSize: Hashable
@MainActor func use_8fa5e22638() {
    _ = SidebarRowSize.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(SidebarRowSize.self)
}
