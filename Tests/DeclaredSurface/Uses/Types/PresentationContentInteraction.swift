// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2c6d3860d7 PresentationContentInteraction
@MainActor func use_2c6d3860d7() {
    let _: Any.Type = PresentationContentInteraction.self
}
