// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uea979f3964 ScaledMetric.wrappedValue
@MainActor func use_ea979f3964<Value: BinaryFloatingPoint>(_ subject: ScaledMetric<Value>, _ generics: (Value).Type) {
    let _: Value = subject.wrappedValue
}
