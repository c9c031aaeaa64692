// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u581860408d AutomaticControlGroupStyle
@MainActor func use_581860408d() {
    let _: Any.Type = AutomaticControlGroupStyle.self
}
