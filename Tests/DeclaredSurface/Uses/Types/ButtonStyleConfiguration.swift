// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u57f74ae850 ButtonStyleConfiguration
@MainActor func use_57f74ae850() {
    let _: Any.Type = ButtonStyleConfiguration.self
}

// ubce05bc1d1 ButtonStyleConfiguration.Label
@MainActor func use_bce05bc1d1() {
    let _: Any.Type = ButtonStyleConfiguration.Label.self
}
