#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
///
/// Set a view's or controller's `overrideUserInterfaceStyle` to force one; the
/// hosting controller hands it to its SwiftUI content as the colour scheme.
/// `.unspecified` everywhere means light, as a device in its default setting.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not set: light in a render.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2

    /// The style matching a SwiftUI colour scheme, as SwiftUI declares `UIUserInterfaceStyle.init(_:)`:
    /// `nil` (no scheme) is `.unspecified`.
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .dark?: self = .dark
        case .light?: self = .light
        case nil: self = .unspecified
        }
    }
}

extension ColorScheme {
    /// The colour scheme of a UIKit style, `nil` for `.unspecified` (as SwiftUI's `ColorScheme.init(_:)`).
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}
#endif
