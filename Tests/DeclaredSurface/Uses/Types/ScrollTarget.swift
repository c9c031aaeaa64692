// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue4afcab924 ScrollTarget
@MainActor func use_e4afcab924() {
    let _: Any.Type = ScrollTarget.self
}
