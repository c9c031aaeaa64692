// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uace07ab249 AccessibilityCustomContentKey: Equatable
@MainActor func use_ace07ab249() {
    _ = AccessibilityCustomContentKey.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(AccessibilityCustomContentKey.self)
}
