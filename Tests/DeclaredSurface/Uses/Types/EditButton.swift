// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4a4ef04c56 EditButton
@MainActor func use_4a4ef04c56() {
    let _: Any.Type = EditButton.self
}
