// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7a18740b1c UnitPoint.x
@MainActor func use_7a18740b1c(_ subject: UnitPoint) {
    var subject = subject
    let _: CGFloat = subject.x
    subject.x = sample() as CGFloat
}

// u45ca145037 UnitPoint.y
@MainActor func use_45ca145037(_ subject: UnitPoint) {
    var subject = subject
    let _: CGFloat = subject.y
    subject.y = sample() as CGFloat
}

// u795792fcc3 UnitPoint.animatableData
@MainActor func use_795792fcc3(_ subject: UnitPoint) {
    var subject = subject
    let _: UnitPoint.AnimatableData = subject.animatableData
    subject.animatableData = sample() as UnitPoint.AnimatableData
}
