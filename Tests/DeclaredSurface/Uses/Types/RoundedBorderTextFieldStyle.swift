// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u39273a33e1 RoundedBorderTextFieldStyle
@MainActor func use_39273a33e1() {
    let _: Any.Type = RoundedBorderTextFieldStyle.self
}
