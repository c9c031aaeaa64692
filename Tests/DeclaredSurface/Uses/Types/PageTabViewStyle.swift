// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub71116b253 PageTabViewStyle
@MainActor func use_b71116b253() {
    let _: Any.Type = PageTabViewStyle.self
}

// u55da7afb9a PageTabViewStyle.IndexDisplayMode
@MainActor func use_55da7afb9a() {
    let _: Any.Type = PageTabViewStyle.IndexDisplayMode.self
}
