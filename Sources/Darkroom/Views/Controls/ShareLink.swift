import Foundation

/// A button that opens the share sheet, as SwiftUI's `ShareLink`: drawn as its
/// label ("Share" with the square-and-arrow symbol by default) in the tint colour.
/// There is no share sheet to open.
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                      @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View { Button(action: {}) { label } }
}

extension ShareLink where Label == Darkroom.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        label = Darkroom.Label("Share", systemImage: "square.and.arrow.up")
    }
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        label = Darkroom.Label("Share", systemImage: "square.and.arrow.up")
    }
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = Darkroom.Label(titleKey, systemImage: "square.and.arrow.up")
    }
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = Darkroom.Label(title, systemImage: "square.and.arrow.up")
    }
}

/// What the share sheet previews.
nonisolated public struct SharePreview {
    public init<S: StringProtocol>(_ title: S) {}
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
}
