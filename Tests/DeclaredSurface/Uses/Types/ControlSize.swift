// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2a8a83499e ControlSize
@MainActor func use_2a8a83499e() {
    let _: Any.Type = ControlSize.self
}
