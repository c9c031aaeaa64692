// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u12503f4322 ImagePaint
@MainActor func use_12503f4322() {
    let _: Any.Type = ImagePaint.self
}
