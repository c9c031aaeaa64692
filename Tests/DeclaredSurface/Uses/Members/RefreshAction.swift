// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2a9390638f RefreshAction.callAsFunction()
@MainActor func use_2a9390638f(_ subject: RefreshAction) async {
    await subject.callAsFunction()
}
