import Foundation

/// The size of sidebar rows, as SwiftUI's `SidebarRowSize` (a person's setting; iOS's default is `.medium`).
nonisolated public enum SidebarRowSize: Sendable, Hashable {
    /// Small rows.
    case small
    /// Medium rows, the default.
    case medium
    /// Large rows.
    case large
}

private struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue: SidebarRowSize = .medium }

extension EnvironmentValues {
    /// The size of sidebar rows: `.medium` unless set.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}
