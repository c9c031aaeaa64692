import Foundation

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
