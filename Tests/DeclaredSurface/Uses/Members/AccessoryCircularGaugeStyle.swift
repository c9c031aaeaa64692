// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u553cf93f17 AccessoryCircularGaugeStyle.makeBody(configuration: AccessoryCircularGaugeStyle.Configuration)
@MainActor func use_553cf93f17(_ subject: AccessoryCircularGaugeStyle) {
    _ = subject.makeBody(configuration: sample() as AccessoryCircularGaugeStyle.Configuration) as any View
}
