import Foundation

// What DarkroomCharts needs of Darkroom's internals, shared with `package` access so
// that text is measured, and display lists are drawn, by the one pipeline.

extension EnvironmentValues {
    /// The environment in effect while a view's `body` (or a modifier's `body(content:)`) is evaluated.
    package static var inEffect: EnvironmentValues { current }
}

extension GraphicsContext.ResolvedText {
    /// Text shaped in `environment` outside a canvas, for measuring (layout of a chart's axes).
    package init(_ text: Text, environment: EnvironmentValues) {
        self.init(text: text, environment: environment)
    }
}

extension GraphicsContext {
    /// Records already laid-out display items into this context, in its user space.
    package func record(displayItems items: [DisplayItem]) {
        record(items)
    }
}

extension Text {
    /// The text's characters in the default locale (a chart's axis and legend titles).
    package var plainString: String { segments.map(\.string).joined() }
}
