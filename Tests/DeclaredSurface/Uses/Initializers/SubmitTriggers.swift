// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uabbe022444 SubmitTriggers.init(rawValue: SubmitTriggers.RawValue)
@MainActor func use_abbe022444() {
    let _: SubmitTriggers = SubmitTriggers(rawValue: sample() as SubmitTriggers.RawValue)
}
