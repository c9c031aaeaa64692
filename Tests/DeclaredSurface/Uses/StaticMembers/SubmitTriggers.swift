// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u38571d5da2 static SubmitTriggers.text
@MainActor func use_38571d5da2() {
    let _: SubmitTriggers = SubmitTriggers.text
}

// u00f308a0d1 static SubmitTriggers.search
@MainActor func use_00f308a0d1() {
    let _: SubmitTriggers = SubmitTriggers.search
}
