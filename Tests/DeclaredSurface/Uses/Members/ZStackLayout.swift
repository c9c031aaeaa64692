// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3237dbb548 ZStackLayout.alignment
@MainActor func use_3237dbb548(_ subject: ZStackLayout) {
    var subject = subject
    let _: Alignment = subject.alignment
    subject.alignment = sample() as Alignment
}
