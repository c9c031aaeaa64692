// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5afc0ab8e5 RectangleCornerRadii.topLeading
@MainActor func use_5afc0ab8e5(_ subject: RectangleCornerRadii) {
    var subject = subject
    let _: CGFloat = subject.topLeading
    subject.topLeading = sample() as CGFloat
}

// u6f69f6697d RectangleCornerRadii.bottomLeading
@MainActor func use_6f69f6697d(_ subject: RectangleCornerRadii) {
    var subject = subject
    let _: CGFloat = subject.bottomLeading
    subject.bottomLeading = sample() as CGFloat
}

// u780a3196a6 RectangleCornerRadii.bottomTrailing
@MainActor func use_780a3196a6(_ subject: RectangleCornerRadii) {
    var subject = subject
    let _: CGFloat = subject.bottomTrailing
    subject.bottomTrailing = sample() as CGFloat
}

// ud9b1018be8 RectangleCornerRadii.topTrailing
@MainActor func use_d9b1018be8(_ subject: RectangleCornerRadii) {
    var subject = subject
    let _: CGFloat = subject.topTrailing
    subject.topTrailing = sample() as CGFloat
}

// ubacfa3ca13 RectangleCornerRadii.animatableData
@MainActor func use_bacfa3ca13(_ subject: RectangleCornerRadii) {
    var subject = subject
    let _: RectangleCornerRadii.AnimatableData = subject.animatableData
    subject.animatableData = sample() as RectangleCornerRadii.AnimatableData
}
