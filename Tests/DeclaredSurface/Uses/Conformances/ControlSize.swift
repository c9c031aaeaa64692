// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7836d64226 ControlSize: Equatable
@MainActor func use_7836d64226() {
    _ = ControlSize.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ControlSize.self)
}

// u6b92b9dbd8 ControlSize: Hashable
@MainActor func use_6b92b9dbd8() {
    _ = ControlSize.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(ControlSize.self)
}
