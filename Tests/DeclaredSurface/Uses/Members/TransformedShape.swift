// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u854587db48 TransformedShape.shape
@MainActor func use_854587db48<Content: Shape>(_ subject: TransformedShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Content = subject.shape
    subject.shape = sample() as Content
}

// u71dbfa1968 TransformedShape.transform
@MainActor func use_71dbfa1968<Content: Shape>(_ subject: TransformedShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: CGAffineTransform = subject.transform
    subject.transform = sample() as CGAffineTransform
}

// ue280a4525a TransformedShape.path(in: CGRect)
@MainActor func use_e280a4525a<Content: Shape>(_ subject: TransformedShape<Content>, _ generics: (Content).Type) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u351bb2e8f9 TransformedShape.layoutDirectionBehavior
@MainActor func use_351bb2e8f9<Content: Shape>(_ subject: TransformedShape<Content>, _ generics: (Content).Type) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// u2c7364db98 TransformedShape.animatableData
@MainActor func use_2c7364db98<Content: Shape>(_ subject: TransformedShape<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: TransformedShape<Content>.AnimatableData = subject.animatableData
    subject.animatableData = sample() as TransformedShape<Content>.AnimatableData
}
