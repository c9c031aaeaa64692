// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u294ee19231 DefaultGaugeStyle.makeBody(configuration: DefaultGaugeStyle.Configuration)
@MainActor func use_294ee19231(_ subject: DefaultGaugeStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultGaugeStyle.Configuration) as any View
}
