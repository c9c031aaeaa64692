// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0768cb3306 DismissWindowAction
@MainActor func use_0768cb3306() {
    let _: Any.Type = DismissWindowAction.self
}
