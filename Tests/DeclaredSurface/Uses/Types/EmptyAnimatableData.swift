// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8f67bec033 EmptyAnimatableData
@MainActor func use_8f67bec033() {
    let _: Any.Type = EmptyAnimatableData.self
}
