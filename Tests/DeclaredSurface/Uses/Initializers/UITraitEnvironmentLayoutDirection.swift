// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u31b6595827 UITraitEnvironmentLayoutDirection.init(_: LayoutDirection)
@MainActor func use_31b6595827() {
    let _: UITraitEnvironmentLayoutDirection = UITraitEnvironmentLayoutDirection(sample() as LayoutDirection)
}
