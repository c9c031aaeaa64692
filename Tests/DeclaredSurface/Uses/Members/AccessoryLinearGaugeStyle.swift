// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7019c16386 AccessoryLinearGaugeStyle.makeBody(configuration: AccessoryLinearGaugeStyle.Configuration)
@MainActor func use_7019c16386(_ subject: AccessoryLinearGaugeStyle) {
    _ = subject.makeBody(configuration: sample() as AccessoryLinearGaugeStyle.Configuration) as any View
}
