// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb111d6cf3 SearchSuggestionsPlacement
@MainActor func use_db111d6cf3() {
    let _: Any.Type = SearchSuggestionsPlacement.self
}

// uf191dd0891 SearchSuggestionsPlacement.Set
@MainActor func use_f191dd0891() {
    let _: Any.Type = SearchSuggestionsPlacement.Set.self
}
