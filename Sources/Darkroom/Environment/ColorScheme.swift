import Foundation

/// The possible color schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The light colour scheme; the default.
    case light
    /// The dark colour scheme.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }

extension EnvironmentValues {
    /// The colour scheme of the render, `.light` by default; adaptive colours and system styles follow it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the colour scheme of this view's content. (SwiftUI hands the preference
    /// up to the presentation; a renderer has no window, so Darkroom applies it to
    /// the content it modifies. Put it on the root view to dark-mode a whole render.)
    /// A preview runner reads the scheme back to draw the whole preview in it (`PreviewAttributes`).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreviewAttributes(content: transformEnvironment { env in if let colorScheme { env.colorScheme = colorScheme } },
                          attributes: .init(colorScheme: .some(colorScheme)))
    }
    /// Sets the colour scheme for this view.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        transformEnvironment { $0.colorScheme = colorScheme }
    }
}
