// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uefb2f052c0 MagnifyGesture
@MainActor func use_efb2f052c0() {
    let _: Any.Type = MagnifyGesture.self
}

// u7633320db0 MagnifyGesture.Value
@MainActor func use_7633320db0() {
    let _: Any.Type = MagnifyGesture.Value.self
}
