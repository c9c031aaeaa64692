// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8e1ef8b0a7 CGPoint: Animatable
@MainActor func use_8e1ef8b0a7() {
    _ = CGPoint.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(CGPoint.self)
}
