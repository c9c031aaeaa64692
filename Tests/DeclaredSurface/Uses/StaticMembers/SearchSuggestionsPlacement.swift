// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf0f71b59f6 static SearchSuggestionsPlacement.automatic
@MainActor func use_f0f71b59f6() {
    let _: SearchSuggestionsPlacement = SearchSuggestionsPlacement.automatic
}

// uc9001962b7 static SearchSuggestionsPlacement.menu
@MainActor func use_c9001962b7() {
    let _: SearchSuggestionsPlacement = SearchSuggestionsPlacement.menu
}

// u1eb8b3bf1a static SearchSuggestionsPlacement.content
@MainActor func use_1eb8b3bf1a() {
    let _: SearchSuggestionsPlacement = SearchSuggestionsPlacement.content
}

// u4b55ba16de static SearchSuggestionsPlacement.Set.menu
@MainActor func use_4b55ba16de() {
    let _: SearchSuggestionsPlacement.Set = SearchSuggestionsPlacement.Set.menu
}

// ue86da520b8 static SearchSuggestionsPlacement.Set.content
@MainActor func use_e86da520b8() {
    let _: SearchSuggestionsPlacement.Set = SearchSuggestionsPlacement.Set.content
}
