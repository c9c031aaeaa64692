// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf10fbc269d KeyboardShortcut.init(_: KeyEquivalent, modifiers: EventModifiers)
@MainActor func use_f10fbc269d() {
    let _: KeyboardShortcut = KeyboardShortcut(sample() as KeyEquivalent, modifiers: sample() as EventModifiers)
    let _: KeyboardShortcut = KeyboardShortcut(sample() as KeyEquivalent)
}

// uc857b097fb KeyboardShortcut.init(_: KeyEquivalent, modifiers: EventModifiers, localization:
//   KeyboardShortcut.Localization)
@MainActor func use_c857b097fb() {
    let _: KeyboardShortcut = KeyboardShortcut(
        sample() as KeyEquivalent,
        modifiers: sample() as EventModifiers,
        localization: sample() as KeyboardShortcut.Localization
    )
    let _: KeyboardShortcut = KeyboardShortcut(
        sample() as KeyEquivalent,
        localization: sample() as KeyboardShortcut.Localization
    )
}
