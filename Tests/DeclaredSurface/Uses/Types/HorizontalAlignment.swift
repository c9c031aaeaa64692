// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u17491f4fe1 HorizontalAlignment
@MainActor func use_17491f4fe1() {
    let _: Any.Type = HorizontalAlignment.self
}
