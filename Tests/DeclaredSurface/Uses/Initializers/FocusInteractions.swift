// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3ebd46d26a FocusInteractions.init(rawValue: Int)
@MainActor func use_3ebd46d26a() {
    let _: FocusInteractions = FocusInteractions(rawValue: sample() as Int)
}
