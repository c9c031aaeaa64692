// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u346a59105f DismissAction.callAsFunction()
@MainActor func use_346a59105f(_ subject: DismissAction) {
    subject.callAsFunction()
}
