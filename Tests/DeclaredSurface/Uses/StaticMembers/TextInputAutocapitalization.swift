// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0002f11025 static TextInputAutocapitalization.never
@MainActor func use_0002f11025() {
    let _: TextInputAutocapitalization = TextInputAutocapitalization.never
}

// u5358dae1b8 static TextInputAutocapitalization.words
@MainActor func use_5358dae1b8() {
    let _: TextInputAutocapitalization = TextInputAutocapitalization.words
}

// ued483f9b2f static TextInputAutocapitalization.sentences
@MainActor func use_ed483f9b2f() {
    let _: TextInputAutocapitalization = TextInputAutocapitalization.sentences
}

// ufa6bce945a static TextInputAutocapitalization.characters
@MainActor func use_fa6bce945a() {
    let _: TextInputAutocapitalization = TextInputAutocapitalization.characters
}
