// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf6a771a8c4 EllipticalGradient
@MainActor func use_f6a771a8c4() {
    let _: Any.Type = EllipticalGradient.self
}
