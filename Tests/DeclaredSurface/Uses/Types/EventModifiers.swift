// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1c8a8776d9 EventModifiers
@MainActor func use_1c8a8776d9() {
    let _: Any.Type = EventModifiers.self
}
