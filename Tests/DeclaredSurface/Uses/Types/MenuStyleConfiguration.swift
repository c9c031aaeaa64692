// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3b1ad0af7c MenuStyleConfiguration
@MainActor func use_3b1ad0af7c() {
    let _: Any.Type = MenuStyleConfiguration.self
}

// uf85d1e8a7e MenuStyleConfiguration.Label
@MainActor func use_f85d1e8a7e() {
    let _: Any.Type = MenuStyleConfiguration.Label.self
}

// uaed9a2e8c6 MenuStyleConfiguration.Content
@MainActor func use_aed9a2e8c6() {
    let _: Any.Type = MenuStyleConfiguration.Content.self
}
