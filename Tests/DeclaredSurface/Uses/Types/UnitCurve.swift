// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua19ab46f21 UnitCurve
@MainActor func use_a19ab46f21() {
    let _: Any.Type = UnitCurve.self
}
