// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u686cca451e AnyGradient.colorSpace(_: Gradient.ColorSpace)
@MainActor func use_686cca451e(_ subject: AnyGradient) {
    let _: AnyGradient = subject.colorSpace(sample() as Gradient.ColorSpace)
}
