// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u310fdc7044 FocusedValueKey.Value
@MainActor func use_310fdc7044<Self_: FocusedValueKey>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}
