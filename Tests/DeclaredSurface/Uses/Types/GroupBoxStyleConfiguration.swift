// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9390fa3433 GroupBoxStyleConfiguration
@MainActor func use_9390fa3433() {
    let _: Any.Type = GroupBoxStyleConfiguration.self
}

// uf3680df46f GroupBoxStyleConfiguration.Label
@MainActor func use_f3680df46f() {
    let _: Any.Type = GroupBoxStyleConfiguration.Label.self
}

// ueab80d34b6 GroupBoxStyleConfiguration.Content
@MainActor func use_eab80d34b6() {
    let _: Any.Type = GroupBoxStyleConfiguration.Content.self
}
