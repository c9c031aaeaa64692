// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf388c8349f UnevenRoundedRectangle.cornerRadii
@MainActor func use_f388c8349f(_ subject: UnevenRoundedRectangle) {
    var subject = subject
    let _: RectangleCornerRadii = subject.cornerRadii
    subject.cornerRadii = sample() as RectangleCornerRadii
}

// uee10fdb4b6 UnevenRoundedRectangle.style
@MainActor func use_ee10fdb4b6(_ subject: UnevenRoundedRectangle) {
    var subject = subject
    let _: RoundedCornerStyle = subject.style
    subject.style = sample() as RoundedCornerStyle
}

// uf170a238d3 UnevenRoundedRectangle.path(in: CGRect)
@MainActor func use_f170a238d3(_ subject: UnevenRoundedRectangle) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u18d596e798 UnevenRoundedRectangle.animatableData
@MainActor func use_18d596e798(_ subject: UnevenRoundedRectangle) {
    var subject = subject
    let _: RectangleCornerRadii.AnimatableData = subject.animatableData
    subject.animatableData = sample() as RectangleCornerRadii.AnimatableData
}

// u2c08c96202 UnevenRoundedRectangle.inset(by: CGFloat)
@MainActor func use_2c08c96202(_ subject: UnevenRoundedRectangle) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}
