// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u519e39132b Path
@MainActor func use_519e39132b() {
    let _: Any.Type = Path.self
}

// uce5ccb9c78 Path.Element
@MainActor func use_ce5ccb9c78() {
    let _: Any.Type = Path.Element.self
}
