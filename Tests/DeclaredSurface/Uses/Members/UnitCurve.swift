// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u60bc635cbb UnitCurve.value(at: Double)
@MainActor func use_60bc635cbb(_ subject: UnitCurve) {
    let _: Double = subject.value(at: sample() as Double)
}

// uabb2f30250 UnitCurve.velocity(at: Double)
@MainActor func use_abb2f30250(_ subject: UnitCurve) {
    let _: Double = subject.velocity(at: sample() as Double)
}

// udbfb63f537 UnitCurve.inverse
@MainActor func use_dbfb63f537(_ subject: UnitCurve) {
    let _: UnitCurve = subject.inverse
}
