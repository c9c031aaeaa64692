// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u18ba4ba34c PreferredColorSchemeKey
@MainActor func use_18ba4ba34c() {
    let _: Any.Type = PreferredColorSchemeKey.self
}
