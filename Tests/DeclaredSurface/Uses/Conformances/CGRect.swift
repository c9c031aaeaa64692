// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u99ff52d737 CGRect: Animatable
@MainActor func use_99ff52d737() {
    _ = CGRect.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(CGRect.self)
}
