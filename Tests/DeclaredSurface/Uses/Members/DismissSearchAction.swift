// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufb793abf37 DismissSearchAction.callAsFunction()
@MainActor func use_fb793abf37(_ subject: DismissSearchAction) {
    subject.callAsFunction()
}
