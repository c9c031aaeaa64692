import Foundation

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: drawn as iOS draws it in a
/// still frame, its label ("Share" with the square-and-arrow symbol by default) in the tint
/// colour. There is no share sheet to open; the items' bytes are what `exported(as:)` makes.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label
    /// Creates a share link with a custom label.
    ///
    /// Only the label is drawn; the item, subject and message would go to the share sheet.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item, for share targets that use one.
    ///   - message: A description of the item, for share targets that use one.
    ///   - label: The view drawn as the link.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// Creates a share link with a custom label and a preview of the item.
    ///
    /// Only the label is drawn; the item, subject, message and preview would go to the share sheet.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item, for share targets that use one.
    ///   - message: A description of the item, for share targets that use one.
    ///   - preview: How the share sheet previews the item.
    ///   - label: The view drawn as the link.
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
    /// Creates a share link for several items with a custom label.
    ///
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A title for the items.
    ///   - message: A description of the items.
    ///   - label: The view drawn as the link.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil,
                                 @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// Creates a share link for several items, each with a preview, with a custom label.
    ///
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A title for the items.
    ///   - message: A description of the items.
    ///   - preview: The preview of each item.
    ///   - label: The view drawn as the link.
    public init<Items: Sequence, PreviewImage, PreviewIcon>(
        items: Items, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Items.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }
    public var body: some View { Button(action: {}) { label } }
}

extension ShareLink where Label == Darkroom.Label<Text, Image> {
    /// Creates a share link with the standard "Share" label and its square-and-arrow symbol.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item, for share targets that use one.
    ///   - message: A description of the item, for share targets that use one.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        label = Self.standardLabel
    }
    /// Creates a share link with the standard "Share" label and a preview of the item.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item, for share targets that use one.
    ///   - message: A description of the item, for share targets that use one.
    ///   - preview: How the share sheet previews the item.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        label = Self.standardLabel
    }
    /// Creates a share link for several items with the standard label.
    ///
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A title for the items.
    ///   - message: A description of the items.
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
        label = Self.standardLabel
    }
    /// Creates a share link labelled with a localized title and the square-and-arrow symbol.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the link's title.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for share targets that use one.
    ///   - message: A description of the item, for share targets that use one.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = Darkroom.Label(titleKey, systemImage: "square.and.arrow.up")
    }
    /// Creates a share link labelled with a localized title, with a preview of the item.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the link's title.
    ///   - item: The item to share.
    ///   - subject: A title for the item.
    ///   - message: A description of the item.
    ///   - preview: How the share sheet previews the item.
    public init<Item, PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        label = Darkroom.Label(titleKey, systemImage: "square.and.arrow.up")
    }
    /// Creates a share link labelled with a text view and the square-and-arrow symbol.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - item: The item to share.
    ///   - subject: A title for the item.
    ///   - message: A description of the item.
    public init<Item>(_ title: Text, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = Darkroom.Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
    /// Creates a share link labelled with a string title, shown verbatim, and the square-and-arrow symbol.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - item: The item to share.
    ///   - subject: A title for the item, for share targets that use one.
    ///   - message: A description of the item, for share targets that use one.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = Darkroom.Label(title, systemImage: "square.and.arrow.up")
    }
    /// Creates a share link labelled with a string title, with a preview of the item.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - item: The item to share.
    ///   - subject: A title for the item.
    ///   - message: A description of the item.
    ///   - preview: How the share sheet previews the item.
    @_disfavoredOverload
    public init<S: StringProtocol, Item, PreviewImage, PreviewIcon>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        label = Darkroom.Label(title, systemImage: "square.and.arrow.up")
    }

    static var standardLabel: Darkroom.Label<Text, Image> {
        Darkroom.Label("Share", systemImage: "square.and.arrow.up")
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
