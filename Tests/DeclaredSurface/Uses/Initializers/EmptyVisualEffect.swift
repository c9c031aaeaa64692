// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2fede4cd39 EmptyVisualEffect.init()
@MainActor func use_2fede4cd39() {
    let _: EmptyVisualEffect = EmptyVisualEffect()
}
