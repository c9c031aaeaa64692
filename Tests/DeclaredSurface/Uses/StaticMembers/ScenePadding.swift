// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9cb010977b static ScenePadding.minimum
@MainActor func use_9cb010977b() {
    let _: ScenePadding = ScenePadding.minimum
}
