// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0e467674d4 AccessoryLinearCapacityGaugeStyle.makeBody(configuration:
//   AccessoryLinearCapacityGaugeStyle.Configuration)
@MainActor func use_0e467674d4(_ subject: AccessoryLinearCapacityGaugeStyle) {
    _ = subject.makeBody(configuration: sample() as AccessoryLinearCapacityGaugeStyle.Configuration) as any View
}
