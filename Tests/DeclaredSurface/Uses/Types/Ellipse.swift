// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8580e3175f Ellipse
@MainActor func use_8580e3175f() {
    let _: Any.Type = Ellipse.self
}
