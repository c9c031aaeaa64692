// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf1e7beacae PreviewPlatform: Equatable
@MainActor func use_f1e7beacae() {
    _ = PreviewPlatform.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(PreviewPlatform.self)
}

// u9801455122 PreviewPlatform: Hashable
@MainActor func use_9801455122() {
    _ = PreviewPlatform.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(PreviewPlatform.self)
}
