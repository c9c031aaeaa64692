// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua7515ffe0d AccessoryCircularCapacityGaugeStyle.makeBody(configuration:
//   AccessoryCircularCapacityGaugeStyle.Configuration)
@MainActor func use_a7515ffe0d(_ subject: AccessoryCircularCapacityGaugeStyle) {
    _ = subject.makeBody(configuration: sample() as AccessoryCircularCapacityGaugeStyle.Configuration) as any View
}
