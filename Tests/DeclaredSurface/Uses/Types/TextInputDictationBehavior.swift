// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud248f7388f TextInputDictationBehavior
@MainActor func use_d248f7388f() {
    let _: Any.Type = TextInputDictationBehavior.self
}
