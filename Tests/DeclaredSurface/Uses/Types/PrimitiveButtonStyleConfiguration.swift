// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u66bd1434a8 PrimitiveButtonStyleConfiguration
@MainActor func use_66bd1434a8() {
    let _: Any.Type = PrimitiveButtonStyleConfiguration.self
}

// u2036bada69 PrimitiveButtonStyleConfiguration.Label
@MainActor func use_2036bada69() {
    let _: Any.Type = PrimitiveButtonStyleConfiguration.Label.self
}
