// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u70e6c00523 View.keyboardShortcut(_: KeyEquivalent, modifiers: EventModifiers)
@MainActor func use_70e6c00523<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.keyboardShortcut(sample() as KeyEquivalent, modifiers: sample() as EventModifiers) as any View
    _ = subject.keyboardShortcut(sample() as KeyEquivalent) as any View
}

// u6dd78c958d View.keyboardShortcut(_: KeyboardShortcut)
@MainActor func use_6dd78c958d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.keyboardShortcut(sample() as KeyboardShortcut) as any View
}

// uee27a1831e View.keyboardShortcut(_: KeyboardShortcut?)
@MainActor func use_ee27a1831e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.keyboardShortcut(sample() as KeyboardShortcut?) as any View
}

// uc53105bb0f View.keyboardShortcut(_: KeyEquivalent, modifiers: EventModifiers, localization:
//   KeyboardShortcut.Localization)
@MainActor func use_c53105bb0f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.keyboardShortcut(
        sample() as KeyEquivalent,
        modifiers: sample() as EventModifiers,
        localization: sample() as KeyboardShortcut.Localization
    ) as any View
    _ = subject.keyboardShortcut(
        sample() as KeyEquivalent,
        localization: sample() as KeyboardShortcut.Localization
    ) as any View
}
