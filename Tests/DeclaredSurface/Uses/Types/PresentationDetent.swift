// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u72c7ba9440 PresentationDetent
@MainActor func use_72c7ba9440() {
    let _: Any.Type = PresentationDetent.self
}

// u27d0600f0d PresentationDetent.Context
@MainActor func use_27d0600f0d() {
    let _: Any.Type = PresentationDetent.Context.self
}
