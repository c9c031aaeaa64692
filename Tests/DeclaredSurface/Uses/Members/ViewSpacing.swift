// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9342aec518 ViewSpacing.formUnion(_: ViewSpacing, edges: Edge.Set)
@MainActor func use_9342aec518(_ subject: ViewSpacing) {
    var subject = subject
    subject.formUnion(sample() as ViewSpacing, edges: sample() as Edge.Set)
    subject.formUnion(sample() as ViewSpacing)
}

// u8533bfb747 ViewSpacing.union(_: ViewSpacing, edges: Edge.Set)
@MainActor func use_8533bfb747(_ subject: ViewSpacing) {
    let _: ViewSpacing = subject.union(sample() as ViewSpacing, edges: sample() as Edge.Set)
    let _: ViewSpacing = subject.union(sample() as ViewSpacing)
}

// u0ca75e3264 ViewSpacing.distance(to: ViewSpacing, along: Axis)
@MainActor func use_0ca75e3264(_ subject: ViewSpacing) {
    let _: CGFloat = subject.distance(to: sample() as ViewSpacing, along: sample() as Axis)
}
