import Foundation

/// Text styling set on a container and inherited by the `Text` inside it
/// (SwiftUI's iOS 16 view modifiers of the same names). A `Text`'s own
/// modifier of the same kind takes precedence.
struct InheritedTextStyle: Equatable {
    var design: Font.Design?
    var monospaced = false
    var monospacedDigit = false
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
}

private struct InheritedTextStyleKey: EnvironmentKey { static let defaultValue = InheritedTextStyle() }

extension EnvironmentValues {
    var inheritedTextStyle: InheritedTextStyle {
        get { self[InheritedTextStyleKey.self] } set { self[InheritedTextStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the font design of text in this view (when its font does not set one).
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment { $0.inheritedTextStyle.design = design }
    }
    /// Uses the monospaced design for text in this view.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment { $0.inheritedTextStyle.monospaced = isActive }
    }
    /// Uses fixed-width digits for text in this view.
    public func monospacedDigit() -> some View { transformEnvironment { $0.inheritedTextStyle.monospacedDigit = true } }
    /// Extra space after each character of text in this view, in points.
    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment { $0.inheritedTextStyle.kerning = kerning }
    }
    /// Extra space between characters of text in this view, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment { $0.inheritedTextStyle.tracking = tracking }
    }
    /// Moves text in this view up (positive) or down from its baseline.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        transformEnvironment { $0.inheritedTextStyle.baselineOffset = offset }
    }
    /// Underlines text in this view.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        transformEnvironment {
            $0.inheritedTextStyle.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        }
    }
    /// Strikes through text in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        transformEnvironment {
            $0.inheritedTextStyle.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        }
    }
}

extension Text {
    /// Sets the font design of this text (when its font does not set one).
    public func fontDesign(_ design: Font.Design?) -> Text {
        var t = self
        for i in t.segments.indices { t.segments[i].attributes.design = design }
        return t
    }
}

extension Text.Attributes {
    /// These attributes with the container's inherited styling filled in where unset.
    func inheriting(_ inherited: InheritedTextStyle) -> Text.Attributes {
        var a = self
        a.design = design ?? inherited.design
        a.monospaced = monospaced || inherited.monospaced
        a.monospacedDigit = monospacedDigit || inherited.monospacedDigit
        a.kerning = kerning ?? inherited.kerning
        a.tracking = tracking ?? inherited.tracking
        a.baselineOffset = baselineOffset ?? inherited.baselineOffset
        a.underline = underline ?? inherited.underline
        a.strikethrough = strikethrough ?? inherited.strikethrough
        return a
    }
}
