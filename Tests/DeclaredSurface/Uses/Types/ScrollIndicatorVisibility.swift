// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u00224658ed ScrollIndicatorVisibility
@MainActor func use_00224658ed() {
    let _: Any.Type = ScrollIndicatorVisibility.self
}
