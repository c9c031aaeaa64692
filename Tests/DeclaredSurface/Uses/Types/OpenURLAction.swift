// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uafebb559cd OpenURLAction
@MainActor func use_afebb559cd() {
    let _: Any.Type = OpenURLAction.self
}

// ud2daf83b3c OpenURLAction.Result
@MainActor func use_d2daf83b3c() {
    let _: Any.Type = OpenURLAction.Result.self
}
