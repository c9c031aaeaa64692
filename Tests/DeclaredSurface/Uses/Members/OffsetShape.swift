// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5e6cf56c1c OffsetShape.shape
@MainActor func use_5e6cf56c1c<Content: Shape>(_ subject: OffsetShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Content = subject.shape
    subject.shape = sample() as Content
}

// u9ca0082e21 OffsetShape.offset
@MainActor func use_9ca0082e21<Content: Shape>(_ subject: OffsetShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: CGSize = subject.offset
    subject.offset = sample() as CGSize
}

// uadabfde119 OffsetShape.path(in: CGRect)
@MainActor func use_adabfde119<Content: Shape>(_ subject: OffsetShape<Content>, _ generics: (Content).Type) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// ueafbf04853 OffsetShape.layoutDirectionBehavior
@MainActor func use_eafbf04853<Content: Shape>(_ subject: OffsetShape<Content>, _ generics: (Content).Type) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// u70da61deca OffsetShape.animatableData
@MainActor func use_70da61deca<Content: Shape>(_ subject: OffsetShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: OffsetShape<Content>.AnimatableData = subject.animatableData
    subject.animatableData = sample() as OffsetShape<Content>.AnimatableData
}

// ud830d34495 OffsetShape.inset(by: CGFloat) where Content : InsettableShape
@MainActor func use_d830d34495<Content: InsettableShape & Shape>(
    _ subject: OffsetShape<Content>,
    _ generics: (Content).Type
) {
    let _: OffsetShape<Content.InsetShape> = subject.inset(by: sample() as CGFloat)
}
