// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u04af6fa3df GestureMask.init(rawValue: UInt32)
@MainActor func use_04af6fa3df() {
    let _: GestureMask = GestureMask(rawValue: sample() as UInt32)
}
