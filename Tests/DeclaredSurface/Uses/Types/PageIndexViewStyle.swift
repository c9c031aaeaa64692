// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc2ced88a32 PageIndexViewStyle
@MainActor func use_c2ced88a32() {
    let _: Any.Type = PageIndexViewStyle.self
}

// u87f39389f2 PageIndexViewStyle.BackgroundDisplayMode
@MainActor func use_87f39389f2() {
    let _: Any.Type = PageIndexViewStyle.BackgroundDisplayMode.self
}
