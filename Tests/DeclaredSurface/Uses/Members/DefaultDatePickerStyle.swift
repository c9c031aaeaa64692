// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u507fb24eeb DefaultDatePickerStyle.makeBody(configuration: DefaultDatePickerStyle.Configuration)
@MainActor func use_507fb24eeb(_ subject: DefaultDatePickerStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultDatePickerStyle.Configuration) as any View
}
