// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa9eaf260b ScaleTransition
@MainActor func use_fa9eaf260b() {
    let _: Any.Type = ScaleTransition.self
}
