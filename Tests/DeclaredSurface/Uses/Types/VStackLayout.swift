// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5587627dab VStackLayout
@MainActor func use_5587627dab() {
    let _: Any.Type = VStackLayout.self
}
