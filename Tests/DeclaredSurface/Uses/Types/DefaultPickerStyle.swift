// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u595525be81 DefaultPickerStyle
@MainActor func use_595525be81() {
    let _: Any.Type = DefaultPickerStyle.self
}
