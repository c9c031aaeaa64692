// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u90d11e2b1d ShadowStyle
@MainActor func use_90d11e2b1d() {
    let _: Any.Type = ShadowStyle.self
}
