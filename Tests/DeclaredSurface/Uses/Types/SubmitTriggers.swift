// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6cf026844c SubmitTriggers
@MainActor func use_6cf026844c() {
    let _: Any.Type = SubmitTriggers.self
}
