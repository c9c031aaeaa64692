// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5adafa45fd Text.speechSpellsOutCharacters(_: Bool)
@MainActor func use_5adafa45fd(_ subject: Text) {
    let _: Text = subject.speechSpellsOutCharacters(sample() as Bool)
    let _: Text = subject.speechSpellsOutCharacters()
}

// u1ff5480c72 View.speechSpellsOutCharacters(_: Bool)
@MainActor func use_1ff5480c72<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.speechSpellsOutCharacters(sample() as Bool) as any View
    _ = subject.speechSpellsOutCharacters() as any View
}
