// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u548637d956 TextInputAutocapitalization
@MainActor func use_548637d956() {
    let _: Any.Type = TextInputAutocapitalization.self
}
