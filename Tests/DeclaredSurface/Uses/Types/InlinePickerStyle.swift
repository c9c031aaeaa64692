// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7519dd5ab8 InlinePickerStyle
@MainActor func use_7519dd5ab8() {
    let _: Any.Type = InlinePickerStyle.self
}
