// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u76bfb329b9 CompactDatePickerStyle.makeBody(configuration: CompactDatePickerStyle.Configuration)
@MainActor func use_76bfb329b9(_ subject: CompactDatePickerStyle) {
    _ = subject.makeBody(configuration: sample() as CompactDatePickerStyle.Configuration) as any View
}
