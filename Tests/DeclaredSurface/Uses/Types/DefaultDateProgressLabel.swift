// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uadfac5f7cd DefaultDateProgressLabel
@MainActor func use_adfac5f7cd() {
    let _: Any.Type = DefaultDateProgressLabel.self
}
