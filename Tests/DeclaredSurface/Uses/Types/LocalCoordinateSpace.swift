// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub90fdc3fde LocalCoordinateSpace
@MainActor func use_b90fdc3fde() {
    let _: Any.Type = LocalCoordinateSpace.self
}
