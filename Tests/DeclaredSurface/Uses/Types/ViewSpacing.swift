// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2749cee0a8 ViewSpacing
@MainActor func use_2749cee0a8() {
    let _: Any.Type = ViewSpacing.self
}
