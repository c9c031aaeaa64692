// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u19dbd300c1 AnyGradient
@MainActor func use_19dbd300c1() {
    let _: Any.Type = AnyGradient.self
}
