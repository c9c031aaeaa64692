// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u89c49e8d6b SensoryFeedback
@MainActor func use_89c49e8d6b() {
    let _: Any.Type = SensoryFeedback.self
}

// ua0e281735d SensoryFeedback.Weight
@MainActor func use_a0e281735d() {
    let _: Any.Type = SensoryFeedback.Weight.self
}

// u916556eb28 SensoryFeedback.Flexibility
@MainActor func use_916556eb28() {
    let _: Any.Type = SensoryFeedback.Flexibility.self
}
