// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8289d0719b static SearchScopeActivation.automatic
@MainActor func use_8289d0719b() {
    let _: SearchScopeActivation = SearchScopeActivation.automatic
}

// u28cfdb93a7 static SearchScopeActivation.onTextEntry
@MainActor func use_28cfdb93a7() {
    let _: SearchScopeActivation = SearchScopeActivation.onTextEntry
}

// u24b4c3d326 static SearchScopeActivation.onSearchPresentation
@MainActor func use_24b4c3d326() {
    let _: SearchScopeActivation = SearchScopeActivation.onSearchPresentation
}
