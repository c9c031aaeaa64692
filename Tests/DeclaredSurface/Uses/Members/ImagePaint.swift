// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0fa0eaa85a ImagePaint.image
@MainActor func use_0fa0eaa85a(_ subject: ImagePaint) {
    var subject = subject
    let _: Image = subject.image
    subject.image = sample() as Image
}

// uaa157e811f ImagePaint.sourceRect
@MainActor func use_aa157e811f(_ subject: ImagePaint) {
    var subject = subject
    let _: CGRect = subject.sourceRect
    subject.sourceRect = sample() as CGRect
}

// u0d09e264f3 ImagePaint.scale
@MainActor func use_0d09e264f3(_ subject: ImagePaint) {
    var subject = subject
    let _: CGFloat = subject.scale
    subject.scale = sample() as CGFloat
}
