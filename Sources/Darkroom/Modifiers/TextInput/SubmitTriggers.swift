import Foundation

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
