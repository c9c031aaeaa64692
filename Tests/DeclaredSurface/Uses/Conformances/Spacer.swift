// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u97aa6225ca Spacer: View
@MainActor func use_97aa6225ca() {
    _ = Spacer.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Spacer.self)
}

// u5477084e02 Spacer: Sendable
@MainActor func use_5477084e02() {
    _ = Spacer.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Spacer.self)
}
