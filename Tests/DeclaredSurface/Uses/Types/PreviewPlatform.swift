// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u59c36dbbec PreviewPlatform
@MainActor func use_59c36dbbec() {
    let _: Any.Type = PreviewPlatform.self
}
