// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u50c73a671a UnitPoint
@MainActor func use_50c73a671a() {
    let _: Any.Type = UnitPoint.self
}
