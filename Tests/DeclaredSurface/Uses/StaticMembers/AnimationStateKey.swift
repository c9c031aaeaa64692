// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u137d8e2a0e static AnimationStateKey.defaultValue
@MainActor func use_137d8e2a0e<Self_: AnimationStateKey>(_ generics: (Self_).Type) {
    let _: Self_.Value = Self_.defaultValue
}
