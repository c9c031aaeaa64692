// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udf72bd0c6b PushTransition.init(edge: Edge)
@MainActor func use_df72bd0c6b() {
    let _: PushTransition = PushTransition(edge: sample() as Edge)
}
