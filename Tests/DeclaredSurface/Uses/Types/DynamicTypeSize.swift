// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf39e64fda8 DynamicTypeSize
@MainActor func use_f39e64fda8() {
    let _: Any.Type = DynamicTypeSize.self
}
