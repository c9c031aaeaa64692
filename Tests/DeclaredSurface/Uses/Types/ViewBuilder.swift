// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u35780d6b78 ViewBuilder
@MainActor func use_35780d6b78() {
    let _: Any.Type = ViewBuilder.self
}
