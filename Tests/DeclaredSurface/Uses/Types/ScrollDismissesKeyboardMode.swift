// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubb6d2cd48a ScrollDismissesKeyboardMode
@MainActor func use_bb6d2cd48a() {
    let _: Any.Type = ScrollDismissesKeyboardMode.self
}
