// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4dfb057ff1 static EmptyAnimatableData.zero
@MainActor func use_4dfb057ff1() {
    let _: EmptyAnimatableData = EmptyAnimatableData.zero
}
