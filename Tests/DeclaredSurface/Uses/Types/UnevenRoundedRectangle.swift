// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u43b7498705 UnevenRoundedRectangle
@MainActor func use_43b7498705() {
    let _: Any.Type = UnevenRoundedRectangle.self
}
