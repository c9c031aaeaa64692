// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7bd21c6fec AutomaticDisclosureGroupStyle.makeBody(configuration: AutomaticDisclosureGroupStyle.Configuration)
@MainActor func use_7bd21c6fec(_ subject: AutomaticDisclosureGroupStyle) {
    _ = subject.makeBody(configuration: sample() as AutomaticDisclosureGroupStyle.Configuration) as any View
}
