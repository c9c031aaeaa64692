// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9fb14a440b TapGesture.count
@MainActor func use_9fb14a440b(_ subject: TapGesture) {
    var subject = subject
    let _: Int = subject.count
    subject.count = sample() as Int
}
