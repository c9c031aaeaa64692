// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufb9e12831f static ButtonRepeatBehavior.automatic
@MainActor func use_fb9e12831f() {
    let _: ButtonRepeatBehavior = ButtonRepeatBehavior.automatic
}

// ua5d55beccc static ButtonRepeatBehavior.enabled
@MainActor func use_a5d55beccc() {
    let _: ButtonRepeatBehavior = ButtonRepeatBehavior.enabled
}

// u455e80bbcd static ButtonRepeatBehavior.disabled
@MainActor func use_455e80bbcd() {
    let _: ButtonRepeatBehavior = ButtonRepeatBehavior.disabled
}
