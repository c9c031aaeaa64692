// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8dbd091068 IconOnlyLabelStyle.makeBody(configuration: IconOnlyLabelStyle.Configuration)
@MainActor func use_8dbd091068(_ subject: IconOnlyLabelStyle) {
    _ = subject.makeBody(configuration: sample() as IconOnlyLabelStyle.Configuration) as any View
}
