import Foundation

/// The `AttributedString` attributes `Text` honours, as SwiftUI's attribute
/// scope defines them, so that `var s = AttributedString("x"); s.foregroundColor = .red`
/// compiles and renders on Linux as on Apple platforms.
///
/// Foundation on Linux has `AttributedString` and Foundation's own `link`, but no
/// UI attribute scope. Darkroom also reads `link` (drawn in the tint colour).
extension AttributeScopes {
    /// The scope of the text attributes `Text` draws, as SwiftUI's `SwiftUIAttributes`: its own
    /// attributes, then Foundation's and the accessibility scope nested as on Apple platforms.
    public struct SwiftUIAttributes: AttributeScope {
        /// The colour of a run's glyphs.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind a run (accepted; not painted yet).
        public let backgroundColor: BackgroundColorAttribute
        /// The font of a run.
        public let font: FontAttribute
        /// The line drawn under a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// The line drawn through a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The extra space, in points, after each character of a run, as `kerning(_:)` adds.
        public let kern: KerningAttribute
        /// The extra space, in points, between the characters of a run, as `tracking(_:)` adds.
        public let tracking: TrackingAttribute
        /// How far, in points, a run is raised above the baseline (negative values lower it).
        public let baselineOffset: BaselineOffsetAttribute
        /// The accessibility attributes (spoken by VoiceOver; nothing a still frame draws).
        public let accessibility: AccessibilityAttributes
        /// Foundation's attributes (Darkroom reads `link`).
        public let foundation: FoundationAttributes
    }
    /// The earlier name of `SwiftUIAttributes`, kept so that code written against it compiles.
    public typealias DarkroomAttributes = SwiftUIAttributes
    /// The text attributes `Text` draws, as SwiftUI's `swiftUI` scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
    /// The text attributes `Text` draws (the same scope as `swiftUI`).
    public var darkroom: DarkroomAttributes.Type { DarkroomAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    /// The key of the foreground colour attribute.
    public enum ForegroundColorAttribute: AttributedStringKey, Sendable {
        /// A foreground colour is a `Color`.
        public typealias Value = Color
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.ForegroundColor"
    }
    /// Accepted for source compatibility; Darkroom does not paint run backgrounds yet.
    public enum BackgroundColorAttribute: AttributedStringKey, Sendable {
        /// A background colour is a `Color`.
        public typealias Value = Color
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.BackgroundColor"
    }
    /// The key of the font attribute.
    public enum FontAttribute: AttributedStringKey, Sendable {
        /// A font is a `Font`.
        public typealias Value = Font
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.Font"
    }
    /// The key of the underline attribute.
    public enum UnderlineStyleAttribute: AttributedStringKey, Sendable {
        /// An underline is a `Text.LineStyle`: its pattern and colour.
        public typealias Value = Text.LineStyle
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.UnderlineStyle"
    }
    /// The key of the strikethrough attribute.
    public enum StrikethroughStyleAttribute: AttributedStringKey, Sendable {
        /// A strikethrough is a `Text.LineStyle`: its pattern and colour.
        public typealias Value = Text.LineStyle
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// The key of the kerning attribute.
    public enum KerningAttribute: AttributedStringKey, Sendable {
        /// Kerning is a length in points.
        public typealias Value = CGFloat
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.Kern"
    }
    /// The key of the tracking attribute.
    public enum TrackingAttribute: AttributedStringKey, Sendable {
        /// Tracking is a length in points.
        public typealias Value = CGFloat
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.Tracking"
    }
    /// The key of the baseline offset attribute.
    public enum BaselineOffsetAttribute: AttributedStringKey, Sendable {
        /// A baseline offset is a length in points.
        public typealias Value = CGFloat
        /// The attribute's name, the same as SwiftUI's.
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// Looks up one of Darkroom's attributes by name, which makes `string.foregroundColor = .red` compile.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// One segment per attribute run.
    static func segments(of string: AttributedString) -> [Segment] {
        string.runs.map { run in
            var a = Attributes()
            a.color = run[AttributeScopes.DarkroomAttributes.ForegroundColorAttribute.self]
            a.font = run[AttributeScopes.DarkroomAttributes.FontAttribute.self]
            a.underline = run[AttributeScopes.DarkroomAttributes.UnderlineStyleAttribute.self]
            a.strikethrough = run[AttributeScopes.DarkroomAttributes.StrikethroughStyleAttribute.self]
            a.kerning = run[AttributeScopes.DarkroomAttributes.KerningAttribute.self]
            a.tracking = run[AttributeScopes.DarkroomAttributes.TrackingAttribute.self]
            a.baselineOffset = run[AttributeScopes.DarkroomAttributes.BaselineOffsetAttribute.self]
            a.link = run.link
            return Segment(string: String(string[run.range].characters), attributes: a)
        }
    }
}
