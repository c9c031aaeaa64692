// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7a82cefdc9 SubmitLabel
@MainActor func use_7a82cefdc9() {
    let _: Any.Type = SubmitLabel.self
}
