import Foundation

extension Text {
    /// Where to put the ellipsis when a line of text does not fit.
    public enum TruncationMode: Hashable, Sendable {
        /// The ellipsis replaces the start of the line.
        case head
        /// The ellipsis replaces the end of the line; the default.
        case tail
        /// The ellipsis replaces the middle of the line.
        case middle
    }
}

private struct TruncationModeKey: EnvironmentKey { static let defaultValue: Text.TruncationMode = .tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }

extension EnvironmentValues {
    /// Where text that does not fit is truncated.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] } set { self[TruncationModeKey.self] = newValue }
    }
    /// Extra space between lines of a paragraph, in points.
    public var lineSpacing: CGFloat { get { self[LineSpacingKey.self] } set { self[LineSpacingKey.self] = newValue } }
    /// How far text may shrink (0…1) to fit before it is truncated.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] } set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether text may tighten its letter spacing to fit before it is truncated.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// A case transformation applied to text.
    public var textCase: Text.Case? { get { self[TextCaseKey.self] } set { self[TextCaseKey.self] = newValue } }
    /// The time zone `Text(_:style:)` shows times in; the machine's unless set, as on Apple platforms.
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
    /// Lines of height text reserves even when it has fewer (`lineLimit(_:reservesSpace:)`, ranges).
    var reservedLines: Int? { get { self[ReservedLinesKey.self] } set { self[ReservedLinesKey.self] = newValue } }
}

nonisolated extension View {
    /// Sets where text that does not fit is truncated.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment { $0.truncationMode = mode }
    }
    /// Sets the extra space between lines of text, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        transformEnvironment { $0.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0 }
    }
    /// Lets text shrink down to `factor` of its size to fit its space before truncating.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        transformEnvironment { $0.minimumScaleFactor = factor.isFinite ? min(max(factor, 0.01), 1) : 1 }
    }
    /// Lets text tighten its letter spacing to fit before truncating.
    public func allowsTightening(_ flag: Bool) -> some View { transformEnvironment { $0.allowsTightening = flag } }
    /// Sets a case transformation for text.
    public func textCase(_ textCase: Text.Case?) -> some View { transformEnvironment { $0.textCase = textCase } }
    /// Limits text to `limit` lines; with `reservesSpace` it is always that tall.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let n = max(1, limit)
        return transformEnvironment { $0.lineLimit = n; $0.reservedLines = reservesSpace ? n : nil }
    }
    /// Text takes at least `limits.lowerBound` lines of height and at most `limits.upperBound` lines.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        let low = max(1, limits.lowerBound), high = max(low, limits.upperBound)
        return transformEnvironment { $0.lineLimit = high; $0.reservedLines = low }
    }
    /// Text takes at least `limits.lowerBound` lines of height, with no maximum.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        let low = max(1, limits.lowerBound)
        return transformEnvironment { $0.lineLimit = nil; $0.reservedLines = low }
    }
    /// Text takes at most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        let high = max(1, limits.upperBound)
        return transformEnvironment { $0.lineLimit = high; $0.reservedLines = nil }
    }
    /// Sets the colour scheme of this view's content. (SwiftUI hands the preference
    /// up to the presentation; a renderer has no window, so Darkroom applies it to
    /// the content it modifies. Put it on the root view to dark-mode a whole render.)
    /// A preview runner reads the scheme back to draw the whole preview in it (`PreviewAttributes`).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreviewAttributes(content: transformEnvironment { env in if let colorScheme { env.colorScheme = colorScheme } },
                          attributes: .init(colorScheme: .some(colorScheme)))
    }
}
