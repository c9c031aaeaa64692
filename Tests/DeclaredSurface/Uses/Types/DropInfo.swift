// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5a5a801a9 DropInfo
@MainActor func use_d5a5a801a9() {
    let _: Any.Type = DropInfo.self
}
