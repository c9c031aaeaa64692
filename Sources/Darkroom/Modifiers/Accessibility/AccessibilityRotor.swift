import Foundation

// A rotor lists places VoiceOver can jump to; a rendered image has no accessibility tree, so the view is drawn
// as it is and the entries are never read.
nonisolated extension View {
    /// A rotor over `entries`, labelled by `entryLabel`; no effect on the picture.
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over `entries` identified by `entryID`; no effect on the picture.
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }
    /// A rotor over ranges of the view's text; no effect on the picture.
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        self
    }
}
