// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue20fc9dfb1 FocusInteractions.rawValue
@MainActor func use_e20fc9dfb1(_ subject: FocusInteractions) {
    var subject = subject
    let _: Int = subject.rawValue
    subject.rawValue = sample() as Int
}
