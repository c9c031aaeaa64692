// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udd4752ea64 ButtonBorderShape
@MainActor func use_dd4752ea64() {
    let _: Any.Type = ButtonBorderShape.self
}
