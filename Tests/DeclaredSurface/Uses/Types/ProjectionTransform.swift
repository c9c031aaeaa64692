// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua041932d7e ProjectionTransform
@MainActor func use_a041932d7e() {
    let _: Any.Type = ProjectionTransform.self
}
