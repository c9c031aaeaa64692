// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf04b08711f EnvironmentValues.init()
@MainActor func use_f04b08711f() {
    let _: EnvironmentValues = EnvironmentValues()
}
