// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0ff6caf393 EmptyAnimatableData.init()
@MainActor func use_0ff6caf393() {
    let _: EmptyAnimatableData = EmptyAnimatableData()
}
