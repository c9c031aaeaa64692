// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uefcab18972 DropProposal.operation
@MainActor func use_efcab18972(_ subject: DropProposal) {
    let _: DropOperation = subject.operation
}
