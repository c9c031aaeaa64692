// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1c795ae1db RenameAction.callAsFunction()
@MainActor func use_1c795ae1db(_ subject: RenameAction) {
    subject.callAsFunction()
}
