// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u57e7c695a9 InsetTableStyle
@MainActor func use_57e7c695a9() {
    let _: Any.Type = InsetTableStyle.self
}
