// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ea07e6b0a SubmitTriggers.rawValue
@MainActor func use_4ea07e6b0a(_ subject: SubmitTriggers) {
    let _: SubmitTriggers.RawValue = subject.rawValue
}
