// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1f9fe38777 ViewDimensions
@MainActor func use_1f9fe38777() {
    let _: Any.Type = ViewDimensions.self
}
