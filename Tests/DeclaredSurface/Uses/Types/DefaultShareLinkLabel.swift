// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5eb7ea4c0a DefaultShareLinkLabel
@MainActor func use_5eb7ea4c0a() {
    let _: Any.Type = DefaultShareLinkLabel.self
}
