// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uad95738ae0 DragGesture
@MainActor func use_ad95738ae0() {
    let _: Any.Type = DragGesture.self
}

// u397ccc819e DragGesture.Value
@MainActor func use_397ccc819e() {
    let _: Any.Type = DragGesture.Value.self
}
