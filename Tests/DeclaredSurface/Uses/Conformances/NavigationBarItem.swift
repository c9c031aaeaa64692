// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u42786ab977 NavigationBarItem.TitleDisplayMode: Equatable
@MainActor func use_42786ab977() {
    _ = NavigationBarItem.TitleDisplayMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(NavigationBarItem.TitleDisplayMode.self)
}

// uc28bae9ac7 NavigationBarItem.TitleDisplayMode: Hashable
@MainActor func use_c28bae9ac7() {
    _ = NavigationBarItem.TitleDisplayMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(NavigationBarItem.TitleDisplayMode.self)
}
