// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6881b5eb1e LayoutProperties
@MainActor func use_6881b5eb1e() {
    let _: Any.Type = LayoutProperties.self
}
