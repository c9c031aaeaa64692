// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uae43219523 ImageRenderer.objectWillChange
@MainActor func use_ae43219523<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    let _: PassthroughSubject<Void, Never> = subject.objectWillChange
}

// u31311d2aba ImageRenderer.content
@MainActor func use_31311d2aba<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Content = subject.content
    subject.content = sample() as Content
}

// u5dacfc417e ImageRenderer.proposedSize
@MainActor func use_5dacfc417e<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: ProposedViewSize = subject.proposedSize
    subject.proposedSize = sample() as ProposedViewSize
}

// ucd8e01b525 ImageRenderer.scale
@MainActor func use_cd8e01b525<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: CGFloat = subject.scale
    subject.scale = sample() as CGFloat
}

// ufb106cb6cb ImageRenderer.isOpaque
@MainActor func use_fb106cb6cb<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: Bool = subject.isOpaque
    subject.isOpaque = sample() as Bool
}

// u63dd57a4ff ImageRenderer.colorMode
@MainActor func use_63dd57a4ff<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    var subject = subject
    let _: ColorRenderingMode = subject.colorMode
    subject.colorMode = sample() as ColorRenderingMode
}

// ucab84ec627 ImageRenderer.cgImage
@MainActor func use_cab84ec627<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    let _: CGImage? = subject.cgImage
}

// uaa899e60bb ImageRenderer.uiImage
@MainActor func use_aa899e60bb<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    let _: UIImage? = subject.uiImage
}

// ue326756567 ImageRenderer.render(rasterizationScale: CGFloat, renderer: (CGSize, (CGContext) -> Void) -> Void)
@MainActor func use_e326756567<Content: View>(_ subject: ImageRenderer<Content>, _ generics: (Content).Type) {
    subject.render(rasterizationScale: sample() as CGFloat, renderer: sample() as (CGSize, (CGContext) -> Void) -> Void)
    subject.render(renderer: sample() as (CGSize, (CGContext) -> Void) -> Void)
}
