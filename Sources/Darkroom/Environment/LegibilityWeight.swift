import Foundation

/// The user's font-weight accessibility setting ("Bold Text").
public enum LegibilityWeight: Hashable, Sendable {
    /// The regular font weight.
    case regular
    /// A heavier font weight, as with the "Bold Text" accessibility setting.
    case bold
}

private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

extension EnvironmentValues {
    /// The "Bold Text" setting: `.regular` unless set.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}
