// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u368860aa3b CompactMenuControlGroupStyle
@MainActor func use_368860aa3b() {
    let _: Any.Type = CompactMenuControlGroupStyle.self
}
