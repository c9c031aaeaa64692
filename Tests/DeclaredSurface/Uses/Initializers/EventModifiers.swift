// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue26bfc55ec EventModifiers.init(rawValue: Int)
@MainActor func use_e26bfc55ec() {
    let _: EventModifiers = EventModifiers(rawValue: sample() as Int)
}
