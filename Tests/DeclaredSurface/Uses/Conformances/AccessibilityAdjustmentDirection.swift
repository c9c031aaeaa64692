// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua831efdc7e AccessibilityAdjustmentDirection: Equatable
@MainActor func use_a831efdc7e() {
    _ = AccessibilityAdjustmentDirection.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(AccessibilityAdjustmentDirection.self)
}

// u89128b5f84 AccessibilityAdjustmentDirection: Hashable
@MainActor func use_89128b5f84() {
    _ = AccessibilityAdjustmentDirection.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(AccessibilityAdjustmentDirection.self)
}
