#if !(canImport(WidgetKit) && canImport(SwiftUI))
import Darkroom

// WidgetKit's preview types, so that widget views' previews (`.previewContext(WidgetPreviewContext(family:))`)
// compile beside the views when WidgetKit's import is made conditional. Widgets themselves (timelines,
// configurations) are not provided: a renderer has no home screen (docs/support.md).

/// The template of a widget, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: Int, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A small widget: a 2 × 2 cell square on the home screen.
    case systemSmall
    /// A medium widget: 4 × 2 cells.
    case systemMedium
    /// A large widget: 4 × 4 cells.
    case systemLarge
    /// An extra-large widget (iPad): 8 × 4 cells.
    case systemExtraLarge
    /// A circular accessory widget (Lock Screen, watch complications).
    case accessoryCircular
    /// A rectangular accessory widget.
    case accessoryRectangular
    /// A single-line accessory widget.
    case accessoryInline

    /// The case's name, as WidgetKit prints it.
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
}

/// The context of a widget's preview: the family it is shown as, as WidgetKit's `WidgetPreviewContext`.
public struct WidgetPreviewContext: PreviewContext, Sendable {
    /// The family the widget is previewed as.
    public let family: WidgetFamily

    /// A preview context for a widget of `family`.
    public init(family: WidgetFamily) { self.family = family }

    /// No key has a value here: every key reads its default.
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}
#endif
