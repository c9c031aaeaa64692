// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8ba8608c36 ToolbarRole
@MainActor func use_8ba8608c36() {
    let _: Any.Type = ToolbarRole.self
}
