import Foundation

/// The properties of a form a style draws, as SwiftUI's `FormStyleConfiguration`.
nonisolated public struct FormStyleConfiguration {
    /// The form's sections and rows, as a view.
    nonisolated public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    /// The form's sections and rows.
    public let content: FormStyleConfiguration.Content
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A form of a style's configuration, as a style's `makeBody(configuration:)` makes it.
    public init(_ configuration: FormStyleConfiguration) { self.init { configuration.content } }
}
