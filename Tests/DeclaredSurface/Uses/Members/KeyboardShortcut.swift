// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf7cc8546d2 KeyboardShortcut.key
@MainActor func use_f7cc8546d2(_ subject: KeyboardShortcut) {
    var subject = subject
    let _: KeyEquivalent = subject.key
    subject.key = sample() as KeyEquivalent
}

// u6a027feb3e KeyboardShortcut.modifiers
@MainActor func use_6a027feb3e(_ subject: KeyboardShortcut) {
    var subject = subject
    let _: EventModifiers = subject.modifiers
    subject.modifiers = sample() as EventModifiers
}

// u9045d3d243 KeyboardShortcut.localization
@MainActor func use_9045d3d243(_ subject: KeyboardShortcut) {
    var subject = subject
    let _: KeyboardShortcut.Localization = subject.localization
    subject.localization = sample() as KeyboardShortcut.Localization
}
