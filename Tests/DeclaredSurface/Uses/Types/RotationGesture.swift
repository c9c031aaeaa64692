// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2f5b9eb3e2 RotationGesture
@MainActor func use_2f5b9eb3e2() {
    let _: Any.Type = RotationGesture.self
}
