// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u05150f78c4 ViewAlignedScrollTargetBehavior
@MainActor func use_05150f78c4() {
    let _: Any.Type = ViewAlignedScrollTargetBehavior.self
}

// uacc534fcf2 ViewAlignedScrollTargetBehavior.LimitBehavior
@MainActor func use_acc534fcf2() {
    let _: Any.Type = ViewAlignedScrollTargetBehavior.LimitBehavior.self
}
