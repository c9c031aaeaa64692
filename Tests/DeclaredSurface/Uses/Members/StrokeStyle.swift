// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u19bd5c8422 StrokeStyle.lineWidth
@MainActor func use_19bd5c8422(_ subject: StrokeStyle) {
    var subject = subject
    let _: CGFloat = subject.lineWidth
    subject.lineWidth = sample() as CGFloat
}

// u9aa95c9014 StrokeStyle.lineCap
@MainActor func use_9aa95c9014(_ subject: StrokeStyle) {
    var subject = subject
    let _: CGLineCap = subject.lineCap
    subject.lineCap = sample() as CGLineCap
}

// ub903234d38 StrokeStyle.lineJoin
@MainActor func use_b903234d38(_ subject: StrokeStyle) {
    var subject = subject
    let _: CGLineJoin = subject.lineJoin
    subject.lineJoin = sample() as CGLineJoin
}

// ub514773cd4 StrokeStyle.miterLimit
@MainActor func use_b514773cd4(_ subject: StrokeStyle) {
    var subject = subject
    let _: CGFloat = subject.miterLimit
    subject.miterLimit = sample() as CGFloat
}

// u0302e5319a StrokeStyle.dash
@MainActor func use_0302e5319a(_ subject: StrokeStyle) {
    var subject = subject
    let _: [CGFloat] = subject.dash
    subject.dash = sample() as [CGFloat]
}

// u7754a771dc StrokeStyle.dashPhase
@MainActor func use_7754a771dc(_ subject: StrokeStyle) {
    var subject = subject
    let _: CGFloat = subject.dashPhase
    subject.dashPhase = sample() as CGFloat
}

// uff7f374bab StrokeStyle.animatableData
@MainActor func use_ff7f374bab(_ subject: StrokeStyle) {
    var subject = subject
    let _: StrokeStyle.AnimatableData = subject.animatableData
    subject.animatableData = sample() as StrokeStyle.AnimatableData
}
