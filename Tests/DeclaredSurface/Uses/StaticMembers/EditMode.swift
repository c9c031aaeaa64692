// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u46f809fcae EditMode.inactive
@MainActor func use_46f809fcae() {
    let _: EditMode = .inactive
}

// udb5a58d46a EditMode.transient
@MainActor func use_db5a58d46a() {
    let _: EditMode = .transient
}

// ua70264d650 EditMode.active
@MainActor func use_a70264d650() {
    let _: EditMode = .active
}
