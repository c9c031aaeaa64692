import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    associatedtype Value
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

    public init() {}

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
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] } set { self[MultilineTextAlignmentKey.self] = newValue }
    }
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
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue }
    }
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }

    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] } set { self[ForegroundStyleKey.self] = newValue }
    }
    var fontWeight: Font.Weight? { get { self[FontWeightKey.self] } set { self[FontWeightKey.self] = newValue } }
    var isBold: Bool { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
    var isItalic: Bool { get { self[ItalicKey.self] } set { self[ItalicKey.self] = newValue } }
}

/// The possible color schemes.
public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }

/// A direction in which content flows.
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
