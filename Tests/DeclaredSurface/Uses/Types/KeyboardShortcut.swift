// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u751a795312 KeyboardShortcut
@MainActor func use_751a795312() {
    let _: Any.Type = KeyboardShortcut.self
}

// u02cb74c298 KeyboardShortcut.Localization
@MainActor func use_02cb74c298() {
    let _: Any.Type = KeyboardShortcut.Localization.self
}
