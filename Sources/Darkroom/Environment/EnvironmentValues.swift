import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value the environment holds for the key where no view has set one.
    static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// A renderer starts from the defaults below (iOS, light mode), never from the
/// caller's surroundings, exactly as SwiftUI's `ImageRenderer` does.
///
/// Values are stored type-erased; they are value types in practice, which is why
/// the collection is declared `Sendable` (a render may hop to another thread).
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an environment with every value at its default, as a render starts from.
    public init() {}

    /// Reads or writes the value of a custom environment key; reads give the key's `defaultValue` where
    /// nothing has been set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }

    /// The environment in effect while a view's `body` is evaluated; read by `@Environment`.
    @TaskLocal static var current = EnvironmentValues()
}


private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }
private struct LocaleKey: EnvironmentKey { static let defaultValue: Locale = Locale(identifier: "en_US") }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct BoldKey: EnvironmentKey { static let defaultValue: Bool = false }
private struct ItalicKey: EnvironmentKey { static let defaultValue: Bool = false }

extension EnvironmentValues {
    /// The default font of this environment; `nil` means `.body`.
    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    /// The tint colour; `nil` means the accent colour, system blue.
    public var tint: Color? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    /// How the lines of multiline text align with each other; `.leading` by default.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The colour scheme of the render, `.light` by default; adaptive colours and system styles follow it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// Pixels per point of the render in progress.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// The maximum number of lines text may take. Setting it also clears the reserved
    /// lines of `lineLimit(_:reservesSpace:)` / ranges, so the innermost modifier wins whole.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue; reservedLines = nil }
    }
    /// The direction content flows in, `.leftToRight` by default; `.rightToLeft` mirrors the layout and sets
    /// text in right-to-left paragraphs.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The locale that formats dates and numbers in text; `en_US` by default, never the machine's own.
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }

    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
    var fontWeight: Font.Weight? { get { self[FontWeightKey.self] } set { self[FontWeightKey.self] = newValue } }
    var isBold: Bool { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
    var isItalic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
}

/// The possible color schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The light colour scheme; the default.
    case light
    /// The dark colour scheme.
    case dark
}

/// A direction in which content flows.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Content flows from left to right, as in English; the default.
    case leftToRight
    /// Content flows from right to left, as in Arabic and Hebrew.
    case rightToLeft
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines align to the leading edge (the left, in a left-to-right layout).
    case leading
    /// Lines are centred.
    case center
    /// Lines align to the trailing edge (the right, in a left-to-right layout).
    case trailing
}
