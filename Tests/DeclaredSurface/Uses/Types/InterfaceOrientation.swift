// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9baa8a9d77 InterfaceOrientation
@MainActor func use_9baa8a9d77() {
    let _: Any.Type = InterfaceOrientation.self
}
