// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u037a3ec246 EmptyVisualEffect
@MainActor func use_037a3ec246() {
    let _: Any.Type = EmptyVisualEffect.self
}
