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
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}

/// Keyboard kinds, as UIKit's `UIKeyboardType`.
nonisolated public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Capitalisation styles, as UIKit's `UITextAutocapitalizationType`.
nonisolated public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Capitalisation styles, as SwiftUI's `TextInputAutocapitalization`.
nonisolated public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// Return-key labels, as SwiftUI's `SubmitLabel`.
nonisolated public struct SubmitLabel: Sendable {
    let kind: Int
    public static let done = SubmitLabel(kind: 0)
    public static let go = SubmitLabel(kind: 1)
    public static let send = SubmitLabel(kind: 2)
    public static let join = SubmitLabel(kind: 3)
    public static let route = SubmitLabel(kind: 4)
    public static let search = SubmitLabel(kind: 5)
    public static let `return` = SubmitLabel(kind: 6)
    public static let next = SubmitLabel(kind: 7)
    public static let `continue` = SubmitLabel(kind: 8)
}

/// What triggers `onSubmit`.
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
