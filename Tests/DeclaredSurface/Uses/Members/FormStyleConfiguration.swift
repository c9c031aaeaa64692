// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub36c941911 FormStyleConfiguration.content
@MainActor func use_b36c941911(_ subject: FormStyleConfiguration) {
    let _: FormStyleConfiguration.Content = subject.content
}
