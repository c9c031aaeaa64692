// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u89677615c2 Spring
@MainActor func use_89677615c2() {
    let _: Any.Type = Spring.self
}
