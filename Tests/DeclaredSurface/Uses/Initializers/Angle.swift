// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf30c750c68 Angle.init()
@MainActor func use_f30c750c68() {
    let _: Angle = Angle()
}

// ubfd860e67b Angle.init(radians: Double)
@MainActor func use_bfd860e67b() {
    let _: Angle = Angle(radians: sample() as Double)
}

// u5418e012ee Angle.init(degrees: Double)
@MainActor func use_5418e012ee() {
    let _: Angle = Angle(degrees: sample() as Double)
}
