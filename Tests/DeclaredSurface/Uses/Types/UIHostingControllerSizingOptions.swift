// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u920c3082e1 UIHostingControllerSizingOptions
@MainActor func use_920c3082e1() {
    let _: Any.Type = UIHostingControllerSizingOptions.self
}
