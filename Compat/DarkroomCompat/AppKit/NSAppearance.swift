#if !(canImport(AppKit) && canImport(SwiftUI))
import Foundation

/// A view's appearance, as AppKit's `NSAppearance`: light (`aqua`) or dark (`darkAqua`); the
/// hosted SwiftUI content draws with the matching colour scheme.
public final class NSAppearance: @unchecked Sendable, Equatable {
    /// The name of an appearance, as `NSAppearance.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The light appearance.
        public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
        /// The dark appearance.
        public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
        /// The light vibrant appearance (drawn as light).
        public static let vibrantLight = Name(rawValue: "NSAppearanceNameVibrantLight")
        /// The dark vibrant appearance (drawn as dark).
        public static let vibrantDark = Name(rawValue: "NSAppearanceNameVibrantDark")
        /// The high-contrast light appearance (drawn as light).
        public static let accessibilityHighContrastAqua = Name(rawValue: "NSAppearanceNameAccessibilityAqua")
        /// The high-contrast dark appearance (drawn as dark).
        public static let accessibilityHighContrastDarkAqua =
            Name(rawValue: "NSAppearanceNameAccessibilityDarkAqua")
    }

    /// The appearance's name.
    public let name: NSAppearance.Name

    /// The appearance named `name`; `nil` for a name AppKit does not define.
    public init?(named name: NSAppearance.Name) {
        let known: [Name] = [.aqua, .darkAqua, .vibrantLight, .vibrantDark, .accessibilityHighContrastAqua,
                             .accessibilityHighContrastDarkAqua]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// The appearance drawing uses on this thread: light unless code sets one.
    nonisolated(unsafe) public static var current: NSAppearance? = NSAppearance(named: .aqua)
    /// The appearance of the app (light; a setting here).
    nonisolated(unsafe) public static var currentDrawing: NSAppearance = NSAppearance(named: .aqua)!

    /// The first of `appearances` this appearance matches best: the same name, else the same lightness.
    public func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        if appearances.contains(name) { return name }
        return appearances.first { (Self(named: $0)?.isDark ?? false) == isDark }
    }

    /// Runs `block` with this appearance current.
    public func performAsCurrentDrawingAppearance(_ block: () -> Void) {
        let saved = NSAppearance.current
        NSAppearance.current = self
        block()
        NSAppearance.current = saved
    }

    var isDark: Bool { [.darkAqua, .vibrantDark, .accessibilityHighContrastDarkAqua].contains(name) }
    var isHighContrast: Bool { [.accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua].contains(name) }

    public static func == (l: NSAppearance, r: NSAppearance) -> Bool { l.name == r.name }
}
#endif
