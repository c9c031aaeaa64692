// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8838d04e32 GlobalCoordinateSpace
@MainActor func use_8838d04e32() {
    let _: Any.Type = GlobalCoordinateSpace.self
}
