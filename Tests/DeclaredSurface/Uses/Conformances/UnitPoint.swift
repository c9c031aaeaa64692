// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u429554324c UnitPoint: Animatable
@MainActor func use_429554324c() {
    _ = UnitPoint.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(UnitPoint.self)
}

// u4966f0897f UnitPoint: Sendable
@MainActor func use_4966f0897f() {
    _ = UnitPoint.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(UnitPoint.self)
}
