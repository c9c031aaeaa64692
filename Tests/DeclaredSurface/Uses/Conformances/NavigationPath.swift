// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5147f8fc6a NavigationPath: Equatable
@MainActor func use_5147f8fc6a() {
    _ = NavigationPath.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(NavigationPath.self)
}

// u9897922879 NavigationPath.CodableRepresentation: Equatable
@MainActor func use_9897922879() {
    _ = NavigationPath.CodableRepresentation.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(NavigationPath.CodableRepresentation.self)
}
