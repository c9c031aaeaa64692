// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue2d6335b00 KeyPress.phase
@MainActor func use_e2d6335b00(_ subject: KeyPress) {
    let _: KeyPress.Phases = subject.phase
}

// u30dc67990f KeyPress.key
@MainActor func use_30dc67990f(_ subject: KeyPress) {
    let _: KeyEquivalent = subject.key
}

// u96e7620262 KeyPress.characters
@MainActor func use_96e7620262(_ subject: KeyPress) {
    let _: String = subject.characters
}

// u5d5b1af214 KeyPress.modifiers
@MainActor func use_5d5b1af214(_ subject: KeyPress) {
    let _: EventModifiers = subject.modifiers
}

// uf9d36e9d9c KeyPress.Phases.debugDescription
@MainActor func use_f9d36e9d9c(_ subject: KeyPress.Phases) {
    let _: String = subject.debugDescription
}

// u0ec93ed1f3 KeyPress.Phases.rawValue
@MainActor func use_0ec93ed1f3(_ subject: KeyPress.Phases) {
    let _: Int = subject.rawValue
}

// ucb8f5487e6 KeyPress.debugDescription
@MainActor func use_cb8f5487e6(_ subject: KeyPress) {
    let _: String = subject.debugDescription
}
