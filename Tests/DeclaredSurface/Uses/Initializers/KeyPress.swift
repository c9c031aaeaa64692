// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua0d1ab4c18 KeyPress.Phases.init(rawValue: Int)
@MainActor func use_a0d1ab4c18() {
    let _: KeyPress.Phases = KeyPress.Phases(rawValue: sample() as Int)
}
