// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uba8f1ca336 ShapeRole
@MainActor func use_ba8f1ca336() {
    let _: Any.Type = ShapeRole.self
}
