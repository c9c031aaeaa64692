// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc55ba25213 static TextInputDictationActivation.onSelect
@MainActor func use_c55ba25213() {
    let _: TextInputDictationActivation = TextInputDictationActivation.onSelect
}

// u17bd495566 static TextInputDictationActivation.onLook
@MainActor func use_17bd495566() {
    let _: TextInputDictationActivation = TextInputDictationActivation.onLook
}
