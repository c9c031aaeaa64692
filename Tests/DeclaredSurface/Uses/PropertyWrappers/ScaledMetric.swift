// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub3e6284ceb ScaledMetric
private struct Wrapper_b3e6284ceb<Value: BinaryFloatingPoint> {
    @ScaledMetric var value: Value = sample()
}
