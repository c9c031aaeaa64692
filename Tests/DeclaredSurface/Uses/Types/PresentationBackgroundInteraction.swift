// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u74d7339c02 PresentationBackgroundInteraction
@MainActor func use_74d7339c02() {
    let _: Any.Type = PresentationBackgroundInteraction.self
}
