import Foundation

extension Darkroom.Label where Title == Text, Icon == Image {
    /// A label of a localized title and an asset catalog image.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init { Text(titleKey) } icon: { Image(resource) }
    }
    /// A label of a string title, shown verbatim, and an asset catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init { Text(title) } icon: { Image(resource) }
    }
}
