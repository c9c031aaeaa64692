// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u63041a6412 SearchScopeActivation
@MainActor func use_63041a6412() {
    let _: Any.Type = SearchScopeActivation.self
}
