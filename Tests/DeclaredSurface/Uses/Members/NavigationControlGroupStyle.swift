// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7ef4e9b0a0 NavigationControlGroupStyle.makeBody(configuration: NavigationControlGroupStyle.Configuration)
@MainActor func use_7ef4e9b0a0(_ subject: NavigationControlGroupStyle) {
    _ = subject.makeBody(configuration: sample() as NavigationControlGroupStyle.Configuration) as any View
}
