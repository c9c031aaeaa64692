import Foundation

/// The kind of Apple device whose conventions a render follows.
///
/// SwiftUI takes text-style sizes, default weights and default spacing from the platform it runs
/// on; Darkroom runs on Linux, so the platform is a setting. `.phone` (iOS, the default) uses iOS's
/// Dynamic Type table; `.tv` uses tvOS's text styles (Apple's Human Interface Guidelines,
/// Typography › tvOS: body 29 pt, headline 38 pt, title 76 pt…, medium weight) and tvOS's stack
/// spacing. Set it with `.platformIdiom(_:)` or `environment(\.platformIdiom, …)`.
public enum PlatformIdiom: Hashable, Sendable {
    /// iPhone (iOS), the default.
    case phone
    /// Apple TV (tvOS).
    case tv
}

private struct PlatformIdiomKey: EnvironmentKey { static let defaultValue: PlatformIdiom = .phone }

extension EnvironmentValues {
    /// The platform whose text styles and spacing the view follows; `.phone` unless set.
    public var platformIdiom: PlatformIdiom {
        get { self[PlatformIdiomKey.self] } set { self[PlatformIdiomKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Renders this view with the text styles and spacing of another Apple platform.
    public func platformIdiom(_ idiom: PlatformIdiom) -> some View {
        transformEnvironment { $0.platformIdiom = idiom }
    }
}

extension Font.TextStyle {
    /// The style's point size on tvOS, which has no Dynamic Type sizes (HIG tvOS table;
    /// tvOS has no large title, so it takes the title's size).
    var tvSize: CGFloat {
        switch self {
        case .largeTitle, .title: 76
        case .title2: 57
        case .title3: 48
        case .headline: 38
        case .callout: 31
        case .body, .subheadline: 29
        case .footnote: 29
        case .caption: 25
        case .caption2: 23
        }
    }

    /// The style's point size for an environment: its platform, then its Dynamic Type size.
    func size(in environment: EnvironmentValues) -> CGFloat {
        environment.platformIdiom == .tv ? tvSize : size(at: environment.dynamicTypeSize)
    }

    /// The style's weight for an environment: tvOS sets its styles in SF's medium weight.
    func defaultWeight(in environment: EnvironmentValues) -> Font.Weight {
        environment.platformIdiom == .tv ? .medium : defaultWeight
    }
}
