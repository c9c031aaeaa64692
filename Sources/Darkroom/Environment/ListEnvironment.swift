import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct InGroupedContainerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The minimum height of a list row, 44 pt as on iOS.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    /// The minimum height of a list section header, if set.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
    /// True while a `List`'s or `Form`'s rows are resolved: sections become list
    /// sections and controls take their row look.
    var isInGroupedContainer: Bool {
        get { self[InGroupedContainerKey.self] }
        set { self[InGroupedContainerKey.self] = newValue }
    }
}
