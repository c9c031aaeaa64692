// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8aa52daa40 GestureMask
@MainActor func use_8aa52daa40() {
    let _: Any.Type = GestureMask.self
}
