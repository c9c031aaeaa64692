// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6d5f34d274 LinearCapacityGaugeStyle.makeBody(configuration: LinearCapacityGaugeStyle.Configuration)
@MainActor func use_6d5f34d274(_ subject: LinearCapacityGaugeStyle) {
    _ = subject.makeBody(configuration: sample() as LinearCapacityGaugeStyle.Configuration) as any View
}
