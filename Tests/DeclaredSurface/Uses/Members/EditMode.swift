// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1134a617ca EditMode.isEditing
@MainActor func use_1134a617ca(_ subject: EditMode) {
    let _: Bool = subject.isEditing
}
