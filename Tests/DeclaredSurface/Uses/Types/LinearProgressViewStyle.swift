// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc312838e58 LinearProgressViewStyle
@MainActor func use_c312838e58() {
    let _: Any.Type = LinearProgressViewStyle.self
}
