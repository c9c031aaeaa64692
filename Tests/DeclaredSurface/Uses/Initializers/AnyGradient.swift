// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7916862b77 AnyGradient.init(_: Gradient)
@MainActor func use_7916862b77() {
    let _: AnyGradient = AnyGradient(sample() as Gradient)
}
