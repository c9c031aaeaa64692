import Foundation

/// The appearance of every text editor in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// The view a style makes for a text editor.
    associatedtype Body: View
    /// The properties of the text editor being drawn.
    typealias Configuration = TextEditorStyleConfiguration
    /// The view for a text editor with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a text editor a style draws from: the editor as the system draws it.
public struct TextEditorStyleConfiguration {
    let editor: AnyView
}

/// A text editor style in the environment, erased; `nil` draws the editor as it is.
struct TextEditorStyleBox: @unchecked Sendable {
    let makeBody: (TextEditorStyleConfiguration) -> AnyView
}
private struct TextEditorStyleKey: EnvironmentKey { static let defaultValue: TextEditorStyleBox? = nil }
extension EnvironmentValues {
    var textEditorStyleBox: TextEditorStyleBox? {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

/// The platform's text editor look.
nonisolated public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The view the automatic style makes: the editor as the system draws it.
    nonisolated public struct Body: View {
        let configuration: TextEditorStyleConfiguration
        public var body: some View { configuration.editor }
    }
    /// The style.
    public init() {}
    /// The editor as the system draws it.
    public func makeBody(configuration: AutomaticTextEditorStyle.Configuration) -> AutomaticTextEditorStyle.Body {
        Body(configuration: configuration)
    }
}
/// A text editor without decoration: drawn as the platform's look, which has none on iOS.
nonisolated public struct PlainTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
    /// The editor as the system draws it.
    public func makeBody(configuration: PlainTextEditorStyle.Configuration) -> some View {
        AutomaticTextEditorStyle.Body(configuration: configuration)
    }
}
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's look.
    public static var automatic: AutomaticTextEditorStyle { .init() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// Without decoration.
    public static var plain: PlainTextEditorStyle { .init() }
}

extension View {
    /// Sets the style for text editors within this view: the built-in styles draw the editor as it is, any
    /// other style its `makeBody(configuration:)`.
    nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        func box<S: TextEditorStyle>(_ style: S) -> TextEditorStyleBox? {
            if style is AutomaticTextEditorStyle || style is PlainTextEditorStyle { return nil }
            let makeBody = MainActorIsolation.nonisolated { (input: (S, TextEditorStyleConfiguration)) in
                AnyView(input.0.makeBody(configuration: input.1))
            }
            return TextEditorStyleBox { makeBody((style, $0)) }
        }
        return environment(\.textEditorStyleBox, box(style))
    }
}
