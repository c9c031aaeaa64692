// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8dc706b016 RedactionReasons.init(rawValue: Int)
@MainActor func use_8dc706b016() {
    let _: RedactionReasons = RedactionReasons(rawValue: sample() as Int)
}
