// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u228c7b829e RoundedCornerStyle: Equatable
@MainActor func use_228c7b829e() {
    _ = RoundedCornerStyle.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(RoundedCornerStyle.self)
}

// u51b9e4ad97 RoundedCornerStyle: Hashable
@MainActor func use_51b9e4ad97() {
    _ = RoundedCornerStyle.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(RoundedCornerStyle.self)
}
