// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u69a6ed601e Capsule.init(style: RoundedCornerStyle)
@MainActor func use_69a6ed601e() {
    let _: Capsule = Capsule(style: sample() as RoundedCornerStyle)
    let _: Capsule = Capsule()
}
