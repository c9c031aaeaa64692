// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9803f42a22 SearchSuggestionsPlacement.Set.init(rawValue: Int)
@MainActor func use_9803f42a22() {
    let _: SearchSuggestionsPlacement.Set = SearchSuggestionsPlacement.Set(rawValue: sample() as Int)
}
