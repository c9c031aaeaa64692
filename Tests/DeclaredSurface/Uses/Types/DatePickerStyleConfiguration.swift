// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uebde120e92 DatePickerStyleConfiguration
@MainActor func use_ebde120e92() {
    let _: Any.Type = DatePickerStyleConfiguration.self
}

// u0d49139bc7 DatePickerStyleConfiguration.Label
@MainActor func use_0d49139bc7() {
    let _: Any.Type = DatePickerStyleConfiguration.Label.self
}
