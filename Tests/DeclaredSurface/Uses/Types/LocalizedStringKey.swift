// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubce0060483 LocalizedStringKey
@MainActor func use_bce0060483() {
    let _: Any.Type = LocalizedStringKey.self
}

// uf793b69c81 LocalizedStringKey.StringInterpolation
@MainActor func use_f793b69c81() {
    let _: Any.Type = LocalizedStringKey.StringInterpolation.self
}
