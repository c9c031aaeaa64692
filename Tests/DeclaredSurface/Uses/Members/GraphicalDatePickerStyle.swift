// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa22edc813 GraphicalDatePickerStyle.makeBody(configuration: GraphicalDatePickerStyle.Configuration)
@MainActor func use_aa22edc813(_ subject: GraphicalDatePickerStyle) {
    _ = subject.makeBody(configuration: sample() as GraphicalDatePickerStyle.Configuration) as any View
}
