// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue40ad443de Divider.init()
@MainActor func use_e40ad443de() {
    let _: Divider = Divider()
}
