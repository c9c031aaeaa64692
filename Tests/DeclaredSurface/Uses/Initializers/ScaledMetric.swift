// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9ebabf8e76 ScaledMetric.init(wrappedValue: Value, relativeTo: Font.TextStyle)
private struct Wrapper_9ebabf8e76<Value: BinaryFloatingPoint> {
    @ScaledMetric(relativeTo: sample() as Font.TextStyle) var value: Value = sample()
}

// u62e0be22d4 ScaledMetric.init(wrappedValue: Value)
private struct Wrapper_62e0be22d4<Value: BinaryFloatingPoint> {
    @ScaledMetric var value: Value = sample()
}
