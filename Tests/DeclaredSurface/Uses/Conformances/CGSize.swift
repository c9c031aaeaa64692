// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u24b0080820 CGSize: Animatable
@MainActor func use_24b0080820() {
    _ = CGSize.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(CGSize.self)
}
