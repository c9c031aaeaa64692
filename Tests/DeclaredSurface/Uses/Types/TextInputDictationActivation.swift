// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5b64886399 TextInputDictationActivation
@MainActor func use_5b64886399() {
    let _: Any.Type = TextInputDictationActivation.self
}
