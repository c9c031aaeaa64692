import Foundation

/// What kind of text a view holds, as SwiftUI's `AccessibilityTextContentType`: a hint for how
/// VoiceOver reads it, with no effect on pixels.
public struct AccessibilityTextContentType: Sendable {
    let kind: Int
    /// Plain text.
    public static let plain = AccessibilityTextContentType(kind: 0)
    /// A console's output.
    public static let console = AccessibilityTextContentType(kind: 1)
    /// File names and paths.
    public static let fileSystem = AccessibilityTextContentType(kind: 2)
    /// Messages.
    public static let messaging = AccessibilityTextContentType(kind: 3)
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(kind: 4)
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(kind: 5)
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType(kind: 6)
    /// A word processor's document.
    public static let wordProcessing = AccessibilityTextContentType(kind: 7)
}
