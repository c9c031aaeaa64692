// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u97226312a7 GridLayout
@MainActor func use_97226312a7() {
    let _: Any.Type = GridLayout.self
}

// u2cc83f0d77 GridLayout.Cache
@MainActor func use_2cc83f0d77() {
    let _: Any.Type = GridLayout.Cache.self
}
