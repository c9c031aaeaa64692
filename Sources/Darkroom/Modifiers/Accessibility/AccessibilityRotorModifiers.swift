import Foundation

// Custom rotors are read by VoiceOver only: each modifier keeps the view as it is, and the entries
// are never built in a still frame.

extension View {
    /// Adds a custom rotor labelled `label` (no visual effect: the view is drawn as it is).
    nonisolated public func accessibilityRotor<Content>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View where Content: AccessibilityRotorContent { self }
    /// Replaces a system rotor (no visual effect: the view is drawn as it is).
    nonisolated public func accessibilityRotor<Content>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View where Content: AccessibilityRotorContent { self }
    /// Adds a custom rotor labelled by a localized key (no visual effect).
    nonisolated public func accessibilityRotor<Content>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View where Content: AccessibilityRotorContent { self }
    /// Adds a custom rotor labelled by a string (no visual effect).
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L, Content>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View where L: StringProtocol, Content: AccessibilityRotorContent { self }
    /// Adds a custom rotor of identifiable models (no visual effect).
    nonisolated public func accessibilityRotor<EntryModel>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable { self }
    /// Adds a custom rotor of models identified by `entryID` (no visual effect).
    nonisolated public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable { self }
    /// Replaces a system rotor with identifiable models (no visual effect).
    nonisolated public func accessibilityRotor<EntryModel>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable { self }
    /// Replaces a system rotor with models identified by `entryID` (no visual effect).
    nonisolated public func accessibilityRotor<EntryModel, ID>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable { self }
    /// Adds a custom rotor of text ranges (no visual effect).
    nonisolated public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }
    /// Replaces a system rotor with text ranges (no visual effect).
    nonisolated public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor,
                                               textRanges: [Range<String.Index>]) -> some View { self }
    /// Adds a custom rotor of identifiable models, labelled by a localized key (no visual effect).
    nonisolated public func accessibilityRotor<EntryModel>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View where EntryModel: Identifiable { self }
    /// Adds a custom rotor of models identified by `entryID`, labelled by a localized key (no visual effect).
    nonisolated public func accessibilityRotor<EntryModel, ID>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View where ID: Hashable { self }
    /// Adds a custom rotor of text ranges, labelled by a localized key (no visual effect).
    nonisolated public func accessibilityRotor(_ labelKey: LocalizedStringKey,
                                               textRanges: [Range<String.Index>]) -> some View { self }
    /// Marks the view as a rotor entry's target (no visual effect).
    nonisolated public func accessibilityRotorEntry<ID>(id: ID, in namespace: Namespace.ID) -> some View
    where ID: Hashable { self }
}
