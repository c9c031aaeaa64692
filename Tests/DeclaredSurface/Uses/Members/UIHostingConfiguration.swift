// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf04e42349a UIHostingConfiguration.background<B>(content: () -> B) where B : View
@MainActor func use_f04e42349a<Content: View, Background: View, B: View>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background, B).Type
) {
    let _: UIHostingConfiguration<Content, B> = subject.background(content: sample() as () -> B)
    let _: UIHostingConfiguration<Content, _> = subject.background(content: { Text(""); Text("") })
}

// ud88364150f UIHostingConfiguration.background<S>(_: S) where S : ShapeStyle
@MainActor func use_d88364150f<Content: View, Background: View, S: ShapeStyle>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background, S).Type
) {
    let _: UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> = subject.background(sample() as S)
}

// ued8588d244 UIHostingConfiguration.margins(_: Edge.Set, _: CGFloat)
@MainActor func use_ed8588d244<Content: View, Background: View>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background).Type
) {
    let _: UIHostingConfiguration<Content, Background> = subject.margins(sample() as Edge.Set, sample() as CGFloat)
    let _: UIHostingConfiguration<Content, Background> = subject.margins(sample() as Edge.Set, sample() as CGFloat)
}

// ue4cf65ae66 UIHostingConfiguration.margins(_: Edge.Set, _: EdgeInsets)
@MainActor func use_e4cf65ae66<Content: View, Background: View>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background).Type
) {
    let _: UIHostingConfiguration<Content, Background> = subject.margins(sample() as Edge.Set, sample() as EdgeInsets)
    let _: UIHostingConfiguration<Content, Background> = subject.margins(sample() as Edge.Set, sample() as EdgeInsets)
}

// u5f7de33083 UIHostingConfiguration.minSize(width: CGFloat?, height: CGFloat?)
@MainActor func use_5f7de33083<Content: View, Background: View>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background).Type
) {
    let _: UIHostingConfiguration<Content, Background> = subject.minSize(
        width: sample() as CGFloat?,
        height: sample() as CGFloat?
    )
    let _: UIHostingConfiguration<Content, Background> = subject.minSize()
}

// uc44f9a3002 UIHostingConfiguration.minSize()
@MainActor func use_c44f9a3002<Content: View, Background: View>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background).Type
) {
    let _: UIHostingConfiguration<Content, Background> = subject.minSize()
}

// u92cb60694c UIHostingConfiguration.makeContentView()
@MainActor func use_92cb60694c<Content: View, Background: View>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background).Type
) {
    let _: any UIView & UIContentView = subject.makeContentView()
}

// u14ca8a9c74 UIHostingConfiguration.updated(for: any UIConfigurationState)
@MainActor func use_14ca8a9c74<Content: View, Background: View>(
    _ subject: UIHostingConfiguration<Content, Background>,
    _ generics: (Content, Background).Type
) {
    let _: UIHostingConfiguration<Content, Background> = subject.updated(for: sample() as any UIConfigurationState)
}
