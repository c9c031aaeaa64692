// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua51b506f98 static KeyPress.Phases.down
@MainActor func use_a51b506f98() {
    let _: KeyPress.Phases = KeyPress.Phases.down
}

// ua784a2c2f6 static KeyPress.Phases.`repeat`
@MainActor func use_a784a2c2f6() {
    let _: KeyPress.Phases = KeyPress.Phases.`repeat`
}

// u1b8ab8fbcf static KeyPress.Phases.up
@MainActor func use_1b8ab8fbcf() {
    let _: KeyPress.Phases = KeyPress.Phases.up
}

// ud72b7c00c2 static KeyPress.Phases.all
@MainActor func use_d72b7c00c2() {
    let _: KeyPress.Phases = KeyPress.Phases.all
}

// ude3d6629ac KeyPress.Result.handled
@MainActor func use_de3d6629ac() {
    let _: KeyPress.Result = .handled
}

// u914f2c01e9 KeyPress.Result.ignored
@MainActor func use_914f2c01e9() {
    let _: KeyPress.Result = .ignored
}
