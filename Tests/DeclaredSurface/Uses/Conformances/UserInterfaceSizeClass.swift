// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u88dc70e131 UserInterfaceSizeClass: Equatable
@MainActor func use_88dc70e131() {
    _ = UserInterfaceSizeClass.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(UserInterfaceSizeClass.self)
}

// ue2684c3806 UserInterfaceSizeClass: Hashable
@MainActor func use_e2684c3806() {
    _ = UserInterfaceSizeClass.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(UserInterfaceSizeClass.self)
}
