// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6bac07f528 DisclosureGroupStyleConfiguration
@MainActor func use_6bac07f528() {
    let _: Any.Type = DisclosureGroupStyleConfiguration.self
}

// uc8ca6b2a79 DisclosureGroupStyleConfiguration.Label
@MainActor func use_c8ca6b2a79() {
    let _: Any.Type = DisclosureGroupStyleConfiguration.Label.self
}

// udcbfa149a0 DisclosureGroupStyleConfiguration.Content
@MainActor func use_dcbfa149a0() {
    let _: Any.Type = DisclosureGroupStyleConfiguration.Content.self
}
