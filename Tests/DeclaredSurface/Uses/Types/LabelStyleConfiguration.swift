// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue70171a8a9 LabelStyleConfiguration
@MainActor func use_e70171a8a9() {
    let _: Any.Type = LabelStyleConfiguration.self
}

// u0b5d33372d LabelStyleConfiguration.Title
@MainActor func use_0b5d33372d() {
    let _: Any.Type = LabelStyleConfiguration.Title.self
}

// u43359b0aca LabelStyleConfiguration.Icon
@MainActor func use_43359b0aca() {
    let _: Any.Type = LabelStyleConfiguration.Icon.self
}
