import Foundation

// Keyboard and text-input settings change how a field is edited, not how it is
// drawn: a still frame shows the field as it is.

extension View {
    /// The kind of text a field holds, for autofill (UIKit's `UITextContentType` names).
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// The keyboard a field shows.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Automatic capitalisation (iOS 13–14 spelling).
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Automatic capitalisation.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View
    {
        self
    }
    /// Turns autocorrection off (iOS 13–14 spelling).
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Turns autocorrection off.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// The return key's label.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// An action for the return key (never pressed in a still frame).
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> some View { self }
}

/// Autofill content kinds, as UIKit's `UITextContentType`.
nonisolated public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The content kind's name (the HTML `autocomplete` token).
    public let rawValue: String
    /// A content kind by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A first name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A last name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An account name.
    public static let username = UITextContentType(rawValue: "username")
    /// An existing password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code sent by text message or email.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "url")
    /// A street address, all lines.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A company or organisation.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    /// A payment card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}

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

/// Capitalisation styles, as UIKit's `UITextAutocapitalizationType`.
nonisolated public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// Capitalisation styles, as SwiftUI's `TextInputAutocapitalization`.
nonisolated public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// Return-key labels, as SwiftUI's `SubmitLabel`.
nonisolated public struct SubmitLabel: Sendable {
    let kind: Int
    /// "Done".
    public static let done = SubmitLabel(kind: 0)
    /// "Go".
    public static let go = SubmitLabel(kind: 1)
    /// "Send".
    public static let send = SubmitLabel(kind: 2)
    /// "Join".
    public static let join = SubmitLabel(kind: 3)
    /// "Route".
    public static let route = SubmitLabel(kind: 4)
    /// "Search".
    public static let search = SubmitLabel(kind: 5)
    /// "Return".
    public static let `return` = SubmitLabel(kind: 6)
    /// "Next".
    public static let next = SubmitLabel(kind: 7)
    /// "Continue".
    public static let `continue` = SubmitLabel(kind: 8)
}

/// What triggers `onSubmit`.
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers as bits.
    public let rawValue: Int
    /// Triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}
