import Foundation

/// A rotor the system builds from a view's content, as SwiftUI's `AccessibilitySystemRotor`: what
/// `accessibilityRotor(_:entries:)` can replace. Rotors only exist for VoiceOver, so nothing here
/// changes a still frame.
public struct AccessibilitySystemRotor: Sendable {
    let kind: String
    /// The rotor of links, only the visited (or only the unvisited) ones.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(kind: visited ? "visitedLinks" : "unvisitedLinks")
    }
    /// The rotor of all links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "links") }
    /// The rotor of headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(kind: "headings\(level.rawValue)")
    }
    /// The rotor of all headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "headings") }
    /// The rotor of bold text ranges.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "boldText") }
    /// The rotor of italic text ranges.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "italicText") }
    /// The rotor of underlined text ranges.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "underlineText") }
    /// The rotor of misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor {
        AccessibilitySystemRotor(kind: "misspelledWords")
    }
    /// The rotor of images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "images") }
    /// The rotor of text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "textFields") }
    /// The rotor of tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "tables") }
    /// The rotor of lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "lists") }
    /// The rotor of landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(kind: "landmarks") }
}
