// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubc373a7c34 WheelDatePickerStyle.makeBody(configuration: WheelDatePickerStyle.Configuration)
@MainActor func use_bc373a7c34(_ subject: WheelDatePickerStyle) {
    _ = subject.makeBody(configuration: sample() as WheelDatePickerStyle.Configuration) as any View
}
