import Foundation

/// The `AttributedString` attributes `Text` honours, as SwiftUI's attribute
/// scope defines them, so that `var s = AttributedString("x"); s.foregroundColor = .red`
/// compiles and renders on Linux as on Apple platforms.
///
/// Foundation on Linux has `AttributedString` and Foundation's own `link`, but no
/// UI attribute scope. Darkroom also reads `link` (drawn in the tint colour).
extension AttributeScopes {
    public struct DarkroomAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
    }
    /// Darkroom's text attributes (SwiftUI's `swiftUI` scope on Apple platforms).
    public var darkroom: DarkroomAttributes.Type { DarkroomAttributes.self }
}

extension AttributeScopes.DarkroomAttributes {
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }
    /// Accepted for source compatibility; Darkroom does not paint run backgrounds yet.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.DarkroomAttributes, T>
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
