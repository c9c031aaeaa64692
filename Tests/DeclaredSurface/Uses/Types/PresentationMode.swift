// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c29aa7a82 PresentationMode
@MainActor func use_7c29aa7a82() {
    let _: Any.Type = PresentationMode.self
}
