import Foundation

/// How prominent the background behind a view is, as SwiftUI's `BackgroundProminence`: a list row drawn
/// selected has an increased one, and styles may draw its content to stand out against it.
nonisolated public struct BackgroundProminence: Hashable, Sendable {
    let isIncreased: Bool
    /// The background of most views.
    public static let standard = BackgroundProminence(isIncreased: false)
    /// A background that stands out, as a selected row's.
    public static let increased = BackgroundProminence(isIncreased: true)
}

private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue: BackgroundProminence = .standard }

extension EnvironmentValues {
    /// The prominence of the background behind the view: `.standard` unless set.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
