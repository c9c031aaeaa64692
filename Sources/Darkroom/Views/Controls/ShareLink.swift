import Foundation

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: drawn as its
/// label ("Share" with the square-and-arrow symbol by default) in the tint colour.
/// There is no share sheet to open.
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
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                      @ViewBuilder label: () -> Label) {
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
        label = Darkroom.Label("Share", systemImage: "square.and.arrow.up")
    }
    /// Creates a share link with the standard "Share" label and a preview of the item.
    ///
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A title for the item, for share targets that use one.
    ///   - message: A description of the item, for share targets that use one.
    ///   - preview: How the share sheet previews the item.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        label = Darkroom.Label("Share", systemImage: "square.and.arrow.up")
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
}

/// What the share sheet previews.
nonisolated public struct SharePreview {
    /// Creates a preview with a title.
    public init<S: StringProtocol>(_ title: S) {}
    /// Creates a preview with a title and an image.
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    /// Creates a preview with a title, an image and an icon.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
}
