// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u665d9d93d9 LayoutDirection.init?(_: UITraitEnvironmentLayoutDirection)
@MainActor func use_665d9d93d9() {
    let _: LayoutDirection? = LayoutDirection(sample() as UITraitEnvironmentLayoutDirection)
}
