// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufd31c1da63 RotateGesture
@MainActor func use_fd31c1da63() {
    let _: Any.Type = RotateGesture.self
}

// u635fe32cb9 RotateGesture.Value
@MainActor func use_635fe32cb9() {
    let _: Any.Type = RotateGesture.Value.self
}
