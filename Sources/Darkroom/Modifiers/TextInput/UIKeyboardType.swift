import Foundation

/// Keyboard kinds, as UIKit's `UIKeyboardType`.
nonisolated public enum UIKeyboardType: Int, Sendable {
    /// The standard keyboard.
    case `default`
    /// Latin letters only.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For web addresses.
    case URL
    /// Digits only.
    case numberPad
    /// Digits, `*` and `#`.
    case phonePad
    /// Letters and a phone pad.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// With `@` and `#` keys.
    case twitter
    /// For search terms, with a Go key.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad
}
