// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf42f27ce23 EnvironmentKey.Value
@MainActor func use_f42f27ce23<Self_: EnvironmentKey>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}
