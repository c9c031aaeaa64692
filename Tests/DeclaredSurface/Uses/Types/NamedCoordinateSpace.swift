// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa74bd4852 NamedCoordinateSpace
@MainActor func use_fa74bd4852() {
    let _: Any.Type = NamedCoordinateSpace.self
}
