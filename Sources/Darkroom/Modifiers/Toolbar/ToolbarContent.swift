import Foundation

/// Content of a toolbar, as SwiftUI's `ToolbarContent`: items built by a `ToolbarContentBuilder`.
///
/// A rendered view has no toolbar around it (Apple's `ImageRenderer` draws none either), so toolbar content
/// is type-checked and kept, never drawn. Main-actor isolated like `View`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ToolbarContent
    /// The items this content is made of.
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// Toolbar content whose items the user could rearrange, as SwiftUI's `CustomizableToolbarContent` (a render
/// shows no toolbar to customise).
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Never called: optional content is a primitive of the builder.
    public var body: Never { return primitiveBody("Optional toolbar content") }
}
extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// Never called: conditional content is a primitive of the builder.
    public var body: Never { return primitiveBody("Conditional toolbar content") }
}
extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Group: ToolbarContent where Content: ToolbarContent {
    /// Never called: a group is a primitive of the toolbar.
    public var body: Never { return primitiveBody("Group") }
    /// A group of the toolbar items `content` builds.
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
}
extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {
    /// A group of the customizable toolbar items `content` builds.
    public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
}

/// Several pieces of toolbar content built by one block.
nonisolated struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent {
    let value: T
    var body: Never { return primitiveBody("Tuple toolbar content") }
}

/// Customizable content with a default visibility or a customization behaviour set (kept, never drawn).
nonisolated struct CustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent {
    let content: Content
    var body: Never { return primitiveBody("Customized toolbar content") }
}

/// Whether the user may hide toolbar items that are hidden by default, as SwiftUI's
/// `ToolbarCustomizationOptions`.
nonisolated public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The options as bits.
    public var rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays available in the customization panel even when shown by default.
    public static var alwaysAvailable: ToolbarCustomizationOptions { .init(rawValue: 1) }
}

/// How the user may customise a toolbar item, as SwiftUI's `ToolbarCustomizationBehavior`.
nonisolated public struct ToolbarCustomizationBehavior: Sendable {
    let kind: Int
    /// The item can be moved and removed.
    public static var `default`: ToolbarCustomizationBehavior { .init(kind: 0) }
    /// The item can be moved, not removed.
    public static var reorderable: ToolbarCustomizationBehavior { .init(kind: 1) }
    /// The item can be neither moved nor removed.
    public static var disabled: ToolbarCustomizationBehavior { .init(kind: 2) }
}

nonisolated extension CustomizableToolbarContent {
    /// The content's default visibility when the toolbar is customisable (a render draws no toolbar).
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                     options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self)
    }
    /// The content's default customization (a render draws no toolbar).
    public func defaultCustomization() -> some CustomizableToolbarContent { CustomizedToolbarContent(content: self) }
    /// How the user may customise the content (a render draws no toolbar).
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self)
    }
}

nonisolated extension View {
    /// Toolbar items: kept, not drawn (a rendered view has no toolbar).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return navigationChrome { ToolbarItemCollection.collect(items, into: $0) }
    }
    /// Customizable toolbar items: kept, not drawn (a rendered view has no toolbar).
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        let items = content()
        return navigationChrome { ToolbarItemCollection.collect(items, into: $0) }
    }
}
