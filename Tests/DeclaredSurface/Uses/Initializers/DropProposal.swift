// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u94b9de70af DropProposal.init(operation: DropOperation)
@MainActor func use_94b9de70af() {
    let _: DropProposal = DropProposal(operation: sample() as DropOperation)
}
