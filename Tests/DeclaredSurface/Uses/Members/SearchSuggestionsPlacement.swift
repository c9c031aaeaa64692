// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3ba5793634 SearchSuggestionsPlacement.Set.rawValue
@MainActor func use_3ba5793634(_ subject: SearchSuggestionsPlacement.Set) {
    var subject = subject
    let _: Int = subject.rawValue
    subject.rawValue = sample() as Int
}
