// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u654c771466 LayoutSubview
@MainActor func use_654c771466() {
    let _: Any.Type = LayoutSubview.self
}
