// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb9dd50cef ScrollIndicatorVisibility: Equatable
@MainActor func use_db9dd50cef() {
    _ = ScrollIndicatorVisibility.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ScrollIndicatorVisibility.self)
}
