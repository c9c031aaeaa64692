// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc9124f7dc8 AutomaticLabeledContentStyle.makeBody(configuration: AutomaticLabeledContentStyle.Configuration)
@MainActor func use_c9124f7dc8(_ subject: AutomaticLabeledContentStyle) {
    _ = subject.makeBody(configuration: sample() as AutomaticLabeledContentStyle.Configuration) as any View
}
