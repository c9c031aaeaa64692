// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udd7b3a474e LayoutValueKey.Value
@MainActor func use_dd7b3a474e<Self_: LayoutValueKey>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}
