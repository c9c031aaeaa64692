// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubaa1657e79 RadialGradient
@MainActor func use_baa1657e79() {
    let _: Any.Type = RadialGradient.self
}
