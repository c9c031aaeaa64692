import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
///
/// The default is `.large`. Text styles scale by iOS's Dynamic Type table
/// (Apple's Human Interface Guidelines, "Typography › Dynamic Type sizes", iOS):
/// each style has its own point size at every Dynamic Type size.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size; the default.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size, the largest that is not an accessibility size.
    case xxxLarge
    /// The first accessibility size (AX1).
    case accessibility1
    /// The second accessibility size (AX2).
    case accessibility2
    /// The third accessibility size (AX3).
    case accessibility3
    /// The fourth accessibility size (AX4).
    case accessibility4
    /// The fifth and largest accessibility size (AX5).
    case accessibility5

    /// Whether the size is one of the accessibility sizes (AX1…AX5).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}

extension Font.TextStyle {
    /// Point sizes per Dynamic Type size, xSmall … AX5 (iOS HIG table).
    private var sizes: [CGFloat] {
        switch self {
        //                  xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        case .largeTitle:  [31, 32, 33, 34, 36, 38, 40,  44, 48, 52, 56, 60]
        case .title:       [25, 26, 27, 28, 30, 32, 34,  38, 43, 48, 53, 58]
        case .title2:      [19, 20, 21, 22, 24, 26, 28,  34, 39, 44, 50, 56]
        case .title3:      [17, 18, 19, 20, 22, 24, 26,  31, 37, 43, 49, 55]
        case .headline:    [14, 15, 16, 17, 19, 21, 23,  28, 33, 40, 47, 53]
        case .body:        [14, 15, 16, 17, 19, 21, 23,  28, 33, 40, 47, 53]
        case .callout:     [13, 14, 15, 16, 18, 20, 22,  26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21,  25, 30, 36, 42, 49]
        case .footnote:    [12, 12, 12, 13, 15, 17, 19,  23, 27, 33, 38, 44]
        case .caption:     [11, 11, 11, 12, 14, 16, 18,  22, 26, 32, 37, 43]
        case .caption2:    [11, 11, 11, 11, 13, 15, 17,  20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at a Dynamic Type size.
    func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat { sizes[dynamicTypeSize.rawValue] }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue: DynamicTypeSize = .large }

extension EnvironmentValues {
    /// The Dynamic Type size text styles are drawn at; `.large` unless set.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size of this view's text.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        transformEnvironment { $0.dynamicTypeSize = size }
    }
    /// Limits the Dynamic Type size of this view's text to a range.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment { env in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let low = all.first, let high = all.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, low), high)
        }
    }
}
