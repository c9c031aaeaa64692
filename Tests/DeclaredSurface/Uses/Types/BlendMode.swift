// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ube98294b2a BlendMode
@MainActor func use_be98294b2a() {
    let _: Any.Type = BlendMode.self
}
