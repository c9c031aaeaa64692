// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udf80e34861 CircularProgressViewStyle.makeBody(configuration: CircularProgressViewStyle.Configuration)
@MainActor func use_df80e34861(_ subject: CircularProgressViewStyle) {
    _ = subject.makeBody(configuration: sample() as CircularProgressViewStyle.Configuration) as any View
}
