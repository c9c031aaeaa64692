// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u20b45ae95f SearchFieldPlacement
@MainActor func use_20b45ae95f() {
    let _: Any.Type = SearchFieldPlacement.self
}

// uc90649a108 SearchFieldPlacement.NavigationBarDrawerDisplayMode
@MainActor func use_c90649a108() {
    let _: Any.Type = SearchFieldPlacement.NavigationBarDrawerDisplayMode.self
}
