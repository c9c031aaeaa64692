// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0b019755a4 ButtonRepeatBehavior
@MainActor func use_0b019755a4() {
    let _: Any.Type = ButtonRepeatBehavior.self
}
