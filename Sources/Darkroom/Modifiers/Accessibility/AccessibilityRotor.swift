import Foundation

/// A rotor the system provides, as SwiftUI's `AccessibilitySystemRotor`.
nonisolated public struct AccessibilitySystemRotor: Sendable {
    let name: String
    /// Links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Visited or unvisited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings")
    }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

// A rotor lists places VoiceOver can jump to; a rendered image has no accessibility tree, so the view is drawn
// as it is and the entries are never read.
nonisolated extension View {
    /// A rotor over `entries`, labelled by `entryLabel`; no effect on the picture.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over `entries` identified by `entryID`; no effect on the picture.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over ranges of the view's text; no effect on the picture.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }
    /// A rotor over `entries`, labelled by `entryLabel`; no effect on the picture.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over `entries`, labelled by `entryLabel`; no effect on the picture.
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over `entries` identified by `entryID`; no effect on the picture.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over `entries` identified by `entryID`; no effect on the picture.
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over ranges of the view's text; no effect on the picture.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        self
    }
    /// A rotor over ranges of the view's text; no effect on the picture.
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        self
    }
    /// A system rotor over `entries`; no effect on the picture.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A system rotor over `entries` identified by `entryID`; no effect on the picture.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A system rotor over ranges of the view's text; no effect on the picture.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>])
        -> some View
    { self }
}
