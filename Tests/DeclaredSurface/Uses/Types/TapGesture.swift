// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u771fedad20 TapGesture
@MainActor func use_771fedad20() {
    let _: Any.Type = TapGesture.self
}
