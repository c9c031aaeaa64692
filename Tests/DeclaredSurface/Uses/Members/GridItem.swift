// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf380fd95e4 GridItem.size
@MainActor func use_f380fd95e4(_ subject: GridItem) {
    var subject = subject
    let _: GridItem.Size = subject.size
    subject.size = sample() as GridItem.Size
}

// u620a9d0031 GridItem.spacing
@MainActor func use_620a9d0031(_ subject: GridItem) {
    var subject = subject
    let _: CGFloat? = subject.spacing
    subject.spacing = sample() as CGFloat?
}

// u86c4c4821e GridItem.alignment
@MainActor func use_86c4c4821e(_ subject: GridItem) {
    var subject = subject
    let _: Alignment? = subject.alignment
    subject.alignment = sample() as Alignment?
}
