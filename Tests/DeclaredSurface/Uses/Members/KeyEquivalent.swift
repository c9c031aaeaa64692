// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubeec05bb55 KeyEquivalent.character
@MainActor func use_beec05bb55(_ subject: KeyEquivalent) {
    var subject = subject
    let _: Character = subject.character
    subject.character = sample() as Character
}
