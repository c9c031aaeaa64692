// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7aa3090027 ScaledShape.shape
@MainActor func use_7aa3090027<Content: Shape>(_ subject: ScaledShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Content = subject.shape
    subject.shape = sample() as Content
}

// u0150a6aa30 ScaledShape.scale
@MainActor func use_0150a6aa30<Content: Shape>(_ subject: ScaledShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: CGSize = subject.scale
    subject.scale = sample() as CGSize
}

// u693d4ea0bc ScaledShape.anchor
@MainActor func use_693d4ea0bc<Content: Shape>(_ subject: ScaledShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: UnitPoint = subject.anchor
    subject.anchor = sample() as UnitPoint
}

// u90d382cf80 ScaledShape.path(in: CGRect)
@MainActor func use_90d382cf80<Content: Shape>(_ subject: ScaledShape<Content>, _ generics: (Content).Type) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u17d4d9b8c6 ScaledShape.layoutDirectionBehavior
@MainActor func use_17d4d9b8c6<Content: Shape>(_ subject: ScaledShape<Content>, _ generics: (Content).Type) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// uaf51e7c4cf ScaledShape.animatableData
@MainActor func use_af51e7c4cf<Content: Shape>(_ subject: ScaledShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: ScaledShape<Content>.AnimatableData = subject.animatableData
    subject.animatableData = sample() as ScaledShape<Content>.AnimatableData
}
