// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u852de296af ListSectionSpacing
@MainActor func use_852de296af() {
    let _: Any.Type = ListSectionSpacing.self
}
