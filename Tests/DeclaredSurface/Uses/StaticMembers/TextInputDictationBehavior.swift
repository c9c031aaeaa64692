// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue24eed7f5b static TextInputDictationBehavior.automatic
@MainActor func use_e24eed7f5b() {
    let _: TextInputDictationBehavior = TextInputDictationBehavior.automatic
}

// u42bd74d987 static TextInputDictationBehavior.inline(activation: TextInputDictationActivation)
@MainActor func use_42bd74d987() {
    let _: TextInputDictationBehavior = TextInputDictationBehavior.inline(
        activation: sample() as TextInputDictationActivation
    )
}
