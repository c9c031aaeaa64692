// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u865355409f Alignment.horizontal
@MainActor func use_865355409f(_ subject: Alignment) {
    var subject = subject
    let _: HorizontalAlignment = subject.horizontal
    subject.horizontal = sample() as HorizontalAlignment
}

// u3b6657ef47 Alignment.vertical
@MainActor func use_3b6657ef47(_ subject: Alignment) {
    var subject = subject
    let _: VerticalAlignment = subject.vertical
    subject.vertical = sample() as VerticalAlignment
}
