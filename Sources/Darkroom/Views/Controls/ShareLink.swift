import Foundation

/// A control that opens the share sheet, as SwiftUI's `ShareLink`: drawn as its label in a button (the standard
/// label is "Share" with the square-and-arrow symbol). The items, subject, message and previews would go to the
/// share sheet; a still frame shows none.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable,
                                    PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let label: Label
    public var body: some View { Button(action: {}) { label } }
}

/// The standard label of a share link, as SwiftUI's `DefaultShareLinkLabel`: its title ("Share" unless given)
/// and the square-and-arrow symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text?
    public var body: some View {
        Darkroom.Label { title ?? Text("Share") } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink {
    /// A share link for several items with a custom label, with a preview.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
    /// A share link for an item with a custom label, with a preview.
    public init<I>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    )
    where Data == CollectionOfOne<I>, I: Transferable {
        self.label = label()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// A share link for several items with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// A share link for several items with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A share link for an item with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.label = label()
    }
    /// A share link for an item with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.label = label()
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share link for several items with the standard label, with a preview.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        label = DefaultShareLinkLabel(title: nil)
    }
    /// A share link for several items labelled with a localized title, with a preview.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
    /// A share link for several items labelled with a string title, with a preview.
    @_disfavoredOverload
    public init<S>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    )
    where S: StringProtocol {
        label = DefaultShareLinkLabel(title: Text(title))
    }
    /// A share link for several items labelled with a text view, with a preview.
    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        label = DefaultShareLinkLabel(title: title)
    }
    /// A share link for an item with the standard label, with a preview.
    public init<I>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    )
    where Data == CollectionOfOne<I>, I: Transferable {
        label = DefaultShareLinkLabel(title: nil)
    }
    /// A share link for an item labelled with a localized title, with a preview.
    public init<I>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    )
    where Data == CollectionOfOne<I>, I: Transferable {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
    /// A share link for an item labelled with a string title, with a preview.
    @_disfavoredOverload
    public init<S, I>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    )
    where Data == CollectionOfOne<I>, S: StringProtocol, I: Transferable {
        label = DefaultShareLinkLabel(title: Text(title))
    }
    /// A share link for an item labelled with a text view, with a preview.
    public init<I>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    )
    where Data == CollectionOfOne<I>, I: Transferable {
        label = DefaultShareLinkLabel(title: title)
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// A share link for several items with the standard label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: nil)
    }
    /// A share link for several items labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
    /// A share link for several items labelled with a string title.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil)
    where S : StringProtocol {
        label = DefaultShareLinkLabel(title: Text(title))
    }
    /// A share link for several items labelled with a text view.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: title)
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// A share link for several items with the standard label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: nil)
    }
    /// A share link for several items labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
    /// A share link for several items labelled with a string title.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil)
    where S : StringProtocol {
        label = DefaultShareLinkLabel(title: Text(title))
    }
    /// A share link for several items labelled with a text view.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        label = DefaultShareLinkLabel(title: title)
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A share link for an item with the standard label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        label = DefaultShareLinkLabel(title: nil)
    }
    /// A share link for an item with the standard label.
    public init(item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        label = DefaultShareLinkLabel(title: nil)
    }
    /// A share link for an item labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
    /// A share link for an item labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        label = DefaultShareLinkLabel(title: Text(titleKey))
    }
    /// A share link for an item labelled with a string title.
    @_disfavoredOverload
    public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL>, S : StringProtocol {
        label = DefaultShareLinkLabel(title: Text(title))
    }
    /// A share link for an item labelled with a string title.
    @_disfavoredOverload
    public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String>, S : StringProtocol {
        label = DefaultShareLinkLabel(title: Text(title))
    }
    /// A share link for an item labelled with a text view.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        label = DefaultShareLinkLabel(title: title)
    }
    /// A share link for an item labelled with a text view.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        label = DefaultShareLinkLabel(title: title)
    }
}

/// What the share sheet previews, as SwiftUI's `SharePreview`: a title, and an image and an icon
/// (any `Transferable`, usually an `Image`). Kept with the link; a still frame shows no sheet.
nonisolated public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The preview's title.
    public let title: Text
    /// The preview's image, if it has one.
    public let image: Image?
    /// The preview's icon, if it has one.
    public let icon: Icon?

    /// Creates a preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title; self.image = image; self.icon = icon }
    /// Creates a preview with a localized title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }
    /// Creates a preview with a string title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(Text(title), image: image, icon: icon)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview with a title only.
    public init(_ title: Text) { self.title = title; image = nil; icon = nil }
    /// Creates a preview with a localized title only.
    public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }
    /// Creates a preview with a string title only.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
}

extension SharePreview where Icon == Never {
    /// Creates a preview with a title and an image.
    public init(_ title: Text, image: Image) { self.title = title; self.image = image; icon = nil }
    /// Creates a preview with a localized title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }
    /// Creates a preview with a string title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
}

extension SharePreview where Image == Never {
    /// Creates a preview with a title and an icon.
    public init(_ title: Text, icon: Icon) { self.title = title; image = nil; self.icon = icon }
    /// Creates a preview with a localized title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }
    /// Creates a preview with a string title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
}
