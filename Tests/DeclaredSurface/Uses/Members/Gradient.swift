// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1df2b59a78 Gradient.colorSpace(_: Gradient.ColorSpace)
@MainActor func use_1df2b59a78(_ subject: Gradient) {
    let _: AnyGradient = subject.colorSpace(sample() as Gradient.ColorSpace)
}

// u59d1c3c55a Gradient.Stop.color
@MainActor func use_59d1c3c55a(_ subject: Gradient.Stop) {
    var subject = subject
    let _: Color = subject.color
    subject.color = sample() as Color
}

// ufbf461ed80 Gradient.Stop.location
@MainActor func use_fbf461ed80(_ subject: Gradient.Stop) {
    var subject = subject
    let _: CGFloat = subject.location
    subject.location = sample() as CGFloat
}

// u61968238d8 Gradient.stops
@MainActor func use_61968238d8(_ subject: Gradient) {
    var subject = subject
    let _: [Gradient.Stop] = subject.stops
    subject.stops = sample() as [Gradient.Stop]
}
