// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4801e7a9b9 KeyPress
@MainActor func use_4801e7a9b9() {
    let _: Any.Type = KeyPress.self
}

// u4636ddb4d6 KeyPress.Phases
@MainActor func use_4636ddb4d6() {
    let _: Any.Type = KeyPress.Phases.self
}

// u01606027cf KeyPress.Result
@MainActor func use_01606027cf() {
    let _: Any.Type = KeyPress.Result.self
}
