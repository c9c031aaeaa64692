// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u91450d4cbf AutomaticFormStyle.makeBody(configuration: AutomaticFormStyle.Configuration)
@MainActor func use_91450d4cbf(_ subject: AutomaticFormStyle) {
    _ = subject.makeBody(configuration: sample() as AutomaticFormStyle.Configuration) as any View
}
