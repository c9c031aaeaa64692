// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u52e74a01e4 AnyLayout
@MainActor func use_52e74a01e4() {
    let _: Any.Type = AnyLayout.self
}

// u1c5b9c982d AnyLayout.Cache
@MainActor func use_1c5b9c982d() {
    let _: Any.Type = AnyLayout.Cache.self
}
