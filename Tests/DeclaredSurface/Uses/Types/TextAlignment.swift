// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub4e6a0dcf8 TextAlignment
@MainActor func use_b4e6a0dcf8() {
    let _: Any.Type = TextAlignment.self
}
