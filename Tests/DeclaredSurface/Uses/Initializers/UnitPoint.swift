// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u551559ff17 UnitPoint.init()
@MainActor func use_551559ff17() {
    let _: UnitPoint = UnitPoint()
}

// u338dcf7c78 UnitPoint.init(x: CGFloat, y: CGFloat)
@MainActor func use_338dcf7c78() {
    let _: UnitPoint = UnitPoint(x: sample() as CGFloat, y: sample() as CGFloat)
}
