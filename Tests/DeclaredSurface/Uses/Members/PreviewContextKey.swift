// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3276d0bd74 PreviewContextKey.Value
@MainActor func use_3276d0bd74<Self_: PreviewContextKey>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}
