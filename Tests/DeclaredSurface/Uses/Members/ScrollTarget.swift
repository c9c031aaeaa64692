// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud030da9250 ScrollTarget.rect
@MainActor func use_d030da9250(_ subject: ScrollTarget) {
    var subject = subject
    let _: CGRect = subject.rect
    subject.rect = sample() as CGRect
}

// uee7f806269 ScrollTarget.anchor
@MainActor func use_ee7f806269(_ subject: ScrollTarget) {
    var subject = subject
    let _: UnitPoint? = subject.anchor
    subject.anchor = sample() as UnitPoint?
}
