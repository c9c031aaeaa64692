// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua7612c1b27 View.searchSuggestions(_: Visibility, for: SearchSuggestionsPlacement.Set)
@MainActor func use_a7612c1b27<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.searchSuggestions(sample() as Visibility, for: sample() as SearchSuggestionsPlacement.Set) as any View
}

// ufa13cbaa91 View.searchSuggestions<S>(_: () -> S) where S : View
@MainActor func use_fa13cbaa91<Self_: View, S: View>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.searchSuggestions(sample() as () -> S) as any View
    _ = subject.searchSuggestions({ Text(""); Text("") })
}
