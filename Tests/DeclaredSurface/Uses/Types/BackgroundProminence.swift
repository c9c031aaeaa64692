// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4eef0efdd5 BackgroundProminence
@MainActor func use_4eef0efdd5() {
    let _: Any.Type = BackgroundProminence.self
}
