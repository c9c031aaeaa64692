import Foundation

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
nonisolated public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a set of reasons from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as a placeholder while the real content loads: text draws as bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content (drawn as is: the privacy reason applies on a locked device).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content of a widget that is out of date (drawn as is).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons to redact content in effect; none unless `redacted(reason:)` sets some.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Redacts this view for the reason given. With `.placeholder`, each line of text draws as a rounded
    /// bar the width of the line in the text's colour at 16 % opacity, keeping the layout; other content
    /// is drawn as is. The bar's exact look is Apple's and not documented: this is Darkroom's reading of it.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }
}

/// The bars placeholder-redacted text draws instead of its glyphs.
enum RedactionPlaceholder {
    /// Share of a line's height the bar leaves empty above and below it.
    static let verticalInset: CGFloat = 0.15
    static let opacity = 0.16

    static func bars(for result: TextLayoutResult, at origin: CGPoint) -> [DisplayItem] {
        let color = result.runs.first.flatMap { run -> RGBA? in
            if case .color(let c) = run.paint { return c }
            return nil
        } ?? RGBA(red: 0, green: 0, blue: 0)
        return result.lineBoxes.filter { $0.width > 0 }.map { box in
            let inset = box.height * verticalInset
            let bar = box.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: 0, dy: inset)
            let path = Path(roundedRect: bar, cornerRadius: min(bar.height / 2, 4), style: .continuous)
            return .fill(path, .color(color.multipliedAlpha(opacity)), FillStyle())
        }
    }
}

extension View {
    /// Hides content from screenshots of a locked device: no effect on a render.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// Removes any redaction for this view and its content.
    nonisolated public func unredacted() -> some View { transformEnvironment { $0.redactionReasons = [] } }
}
