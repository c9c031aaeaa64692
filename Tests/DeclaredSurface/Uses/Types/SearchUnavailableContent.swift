// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubd10a5bcfd SearchUnavailableContent
@MainActor func use_bd10a5bcfd() {
    let _: Any.Type = SearchUnavailableContent.self
}

// ud047f8392d SearchUnavailableContent.Label
@MainActor func use_d047f8392d() {
    let _: Any.Type = SearchUnavailableContent.Label.self
}

// ub0758fbb79 SearchUnavailableContent.Description
@MainActor func use_b0758fbb79() {
    let _: Any.Type = SearchUnavailableContent.Description.self
}

// udb03173e28 SearchUnavailableContent.Actions
@MainActor func use_db03173e28() {
    let _: Any.Type = SearchUnavailableContent.Actions.self
}
