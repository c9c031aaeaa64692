import Foundation

/// A dimension that scales with the Dynamic Type size, as SwiftUI's `ScaledMetric`:
/// `@ScaledMetric var height = 56` is 56 points at the default size (large) and grows or shrinks as the text of
/// `textStyle` (body by default) does.
///
/// The factor is the ratio of the style's point size at the environment's Dynamic Type size to its size at
/// `.large`, from the same table text uses, which is how `UIFontMetrics.scaledValue(for:)` scales a value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// A value that scales like body text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value that scales like text of `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the Dynamic Type size in effect where the view's `body` is evaluated.
    public var wrappedValue: Value {
        let size = EnvironmentValues.current.dynamicTypeSize
        let factor = textStyle.size(at: size) / textStyle.size(at: .large)
        return baseValue * Value(factor)
    }
}
