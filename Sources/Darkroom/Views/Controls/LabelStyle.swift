import Foundation

/// The appearance of every label in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a style makes for a label.
    associatedtype Body: View
    /// The properties of the label being drawn.
    typealias Configuration = LabelStyleConfiguration
    /// The view for a label with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label a style draws from.
public struct LabelStyleConfiguration {
    /// A type-erased title of a label.
    nonisolated public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased icon of a label.
    nonisolated public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The label's title.
    public var title: LabelStyleConfiguration.Title { storedTitle }
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon { storedIcon }
    let storedTitle: Title, storedIcon: Icon
    init(title: Title, icon: Icon) { storedTitle = title; storedIcon = icon }
}

enum LabelLook: Sendable { case titleAndIcon, titleOnly, iconOnly }
private struct LabelLookKey: EnvironmentKey { static let defaultValue = LabelLook.titleAndIcon }

/// A label style that is not one of the built-in looks, erased.
struct LabelStyleBox: @unchecked Sendable {
    let makeBody: (LabelStyleConfiguration) -> AnyView
}
private struct CustomLabelStyleKey: EnvironmentKey { static let defaultValue: LabelStyleBox? = nil }

extension EnvironmentValues {
    var labelLook: LabelLook { get { self[LabelLookKey.self] } set { self[LabelLookKey.self] = newValue } }
    var customLabelStyle: LabelStyleBox? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
}

/// The default: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon beside the title.
    public func makeBody(configuration: Configuration) -> some View {
        LabelLookBody(title: configuration.title, icon: configuration.icon, look: .titleAndIcon)
    }
}
/// The icon beside the title.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon beside the title.
    public func makeBody(configuration: Configuration) -> some View {
        LabelLookBody(title: configuration.title, icon: configuration.icon, look: .titleAndIcon)
    }
}
/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View {
        LabelLookBody(title: configuration.title, icon: configuration.icon, look: .titleOnly)
    }
}
/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View {
        LabelLookBody(title: configuration.title, icon: configuration.icon, look: .iconOnly)
    }
}
extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: title and icon.
    public static var automatic: DefaultLabelStyle { .init() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon beside the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for labels within this view: a built-in style picks the look, any other style draws
    /// its `makeBody(configuration:)`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let look: LabelLook? = switch style {
        case is DefaultLabelStyle, is TitleAndIconLabelStyle: .titleAndIcon
        case is TitleOnlyLabelStyle: .titleOnly
        case is IconOnlyLabelStyle: .iconOnly
        default: nil
        }
        let makeBody = MainActorIsolation.nonisolated { (input: (S, LabelStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        let custom = look == nil ? LabelStyleBox { makeBody((style, $0)) } : nil
        return environment(\.labelLook, look ?? .titleAndIcon).environment(\.customLabelStyle, custom)
    }
}
