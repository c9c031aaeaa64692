// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u65f2df4f5c ControlGroupStyleConfiguration
@MainActor func use_65f2df4f5c() {
    let _: Any.Type = ControlGroupStyleConfiguration.self
}

// u1448828b84 ControlGroupStyleConfiguration.Content
@MainActor func use_1448828b84() {
    let _: Any.Type = ControlGroupStyleConfiguration.Content.self
}

// u45f5b2805e ControlGroupStyleConfiguration.Label
@MainActor func use_45f5b2805e() {
    let _: Any.Type = ControlGroupStyleConfiguration.Label.self
}
