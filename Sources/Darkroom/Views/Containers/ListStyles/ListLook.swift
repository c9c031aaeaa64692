import Foundation

/// How a `List` or `Form` draws its rows.
enum ListLook: Sendable, Equatable {
    /// iOS's default: grey background, white rounded sections inset from the edges.
    case insetGrouped
    /// Sections as full-width white bands on grey.
    case grouped
    /// White background, full-width rows.
    case plain
}

private struct ListLookKey: EnvironmentKey { static let defaultValue: ListLook? = nil }

extension EnvironmentValues {
    /// The list look set with `listStyle(_:)`; nil is the platform default.
    var listLook: ListLook? { get { self[ListLookKey.self] } set { self[ListLookKey.self] = newValue } }
}
