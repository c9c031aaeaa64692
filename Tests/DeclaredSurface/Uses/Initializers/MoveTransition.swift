// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u739ab8da41 MoveTransition.init(edge: Edge)
@MainActor func use_739ab8da41() {
    let _: MoveTransition = MoveTransition(edge: sample() as Edge)
}
