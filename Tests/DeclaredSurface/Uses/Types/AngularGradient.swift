// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8fbb85ee90 AngularGradient
@MainActor func use_8fbb85ee90() {
    let _: Any.Type = AngularGradient.self
}
