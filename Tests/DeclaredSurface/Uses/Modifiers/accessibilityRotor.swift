// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa5eb34dbd View.accessibilityRotor<Content>(_: Text, entries: () -> Content) where Content :
//   AccessibilityRotorContent
@MainActor func use_aa5eb34dbd<Self_: View, Content: AccessibilityRotorContent>(
    _ subject: Self_,
    _ generics: (Self_, Content).Type
) {
    _ = subject.accessibilityRotor(sample() as Text, entries: sample() as () -> Content) as any View
}

// u1c5ac28a1a View.accessibilityRotor<Content>(_: AccessibilitySystemRotor, entries: () -> Content) where Content :
//   AccessibilityRotorContent
@MainActor func use_1c5ac28a1a<Self_: View, Content: AccessibilityRotorContent>(
    _ subject: Self_,
    _ generics: (Self_, Content).Type
) {
    _ = subject.accessibilityRotor(sample() as AccessibilitySystemRotor, entries: sample() as () -> Content) as any View
}

// uc870f4a7e5 View.accessibilityRotor<EntryModel>(_: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel,
//   String>) where EntryModel : Identifiable
@MainActor func use_c870f4a7e5<Self_: View, EntryModel: Identifiable>(
    _ subject: Self_,
    _ generics: (Self_, EntryModel).Type
) {
    _ = subject.accessibilityRotor(
        sample() as Text,
        entries: sample() as [EntryModel],
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// u42edeb7e5a View.accessibilityRotor<EntryModel, ID>(_: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
//   entryLabel: KeyPath<EntryModel, String>) where ID : Hashable
@MainActor func use_42edeb7e5a<Self_: View, EntryModel, ID: Hashable>(
    _ subject: Self_,
    _ generics: (Self_, EntryModel, ID).Type
) {
    _ = subject.accessibilityRotor(
        sample() as Text,
        entries: sample() as [EntryModel],
        entryID: sample() as KeyPath<EntryModel, ID>,
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// u1abc7f9947 View.accessibilityRotor<EntryModel>(_: AccessibilitySystemRotor, entries: [EntryModel], entryLabel:
//   KeyPath<EntryModel, String>) where EntryModel : Identifiable
@MainActor func use_1abc7f9947<Self_: View, EntryModel: Identifiable>(
    _ subject: Self_,
    _ generics: (Self_, EntryModel).Type
) {
    _ = subject.accessibilityRotor(
        sample() as AccessibilitySystemRotor,
        entries: sample() as [EntryModel],
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// u82d007a965 View.accessibilityRotor<EntryModel, ID>(_: AccessibilitySystemRotor, entries: [EntryModel], entryID:
//   KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) where ID : Hashable
@MainActor func use_82d007a965<Self_: View, EntryModel, ID: Hashable>(
    _ subject: Self_,
    _ generics: (Self_, EntryModel, ID).Type
) {
    _ = subject.accessibilityRotor(
        sample() as AccessibilitySystemRotor,
        entries: sample() as [EntryModel],
        entryID: sample() as KeyPath<EntryModel, ID>,
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// uf07ec3af7f View.accessibilityRotor(_: Text, textRanges: [Range<String.Index>])
@MainActor func use_f07ec3af7f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityRotor(sample() as Text, textRanges: sample() as [Range<String.Index>]) as any View
}

// u4726a09b0d View.accessibilityRotor(_: AccessibilitySystemRotor, textRanges: [Range<String.Index>])
@MainActor func use_4726a09b0d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityRotor(
        sample() as AccessibilitySystemRotor,
        textRanges: sample() as [Range<String.Index>]
    ) as any View
}

// u5e1f088463 View.accessibilityRotor<Content>(_: LocalizedStringKey, entries: () -> Content) where Content :
//   AccessibilityRotorContent
@MainActor func use_5e1f088463<Self_: View, Content: AccessibilityRotorContent>(
    _ subject: Self_,
    _ generics: (Self_, Content).Type
) {
    _ = subject.accessibilityRotor(sample() as LocalizedStringKey, entries: sample() as () -> Content) as any View
}

// u5367645d7d View.accessibilityRotor<L, Content>(_: L, entries: () -> Content) where L : StringProtocol, Content :
//   AccessibilityRotorContent
@MainActor func use_5367645d7d<Self_: View, L: StringProtocol, Content: AccessibilityRotorContent>(
    _ subject: Self_,
    _ generics: (Self_, L, Content).Type
) {
    _ = subject.accessibilityRotor(sample() as L, entries: sample() as () -> Content) as any View
}

// ucecebf3884 View.accessibilityRotor<EntryModel>(_: LocalizedStringKey, entries: [EntryModel], entryLabel:
//   KeyPath<EntryModel, String>) where EntryModel : Identifiable
@MainActor func use_cecebf3884<Self_: View, EntryModel: Identifiable>(
    _ subject: Self_,
    _ generics: (Self_, EntryModel).Type
) {
    _ = subject.accessibilityRotor(
        sample() as LocalizedStringKey,
        entries: sample() as [EntryModel],
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// u2fea1b4539 View.accessibilityRotor<L, EntryModel>(_: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel,
//   String>) where L : StringProtocol, EntryModel : Identifiable
@MainActor func use_2fea1b4539<Self_: View, L: StringProtocol, EntryModel: Identifiable>(
    _ subject: Self_,
    _ generics: (Self_, L, EntryModel).Type
) {
    _ = subject.accessibilityRotor(
        sample() as L,
        entries: sample() as [EntryModel],
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// u8a62d8b725 View.accessibilityRotor<EntryModel, ID>(_: LocalizedStringKey, entries: [EntryModel], entryID:
//   KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) where ID : Hashable
@MainActor func use_8a62d8b725<Self_: View, EntryModel, ID: Hashable>(
    _ subject: Self_,
    _ generics: (Self_, EntryModel, ID).Type
) {
    _ = subject.accessibilityRotor(
        sample() as LocalizedStringKey,
        entries: sample() as [EntryModel],
        entryID: sample() as KeyPath<EntryModel, ID>,
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// ub57d3ce95d View.accessibilityRotor<L, EntryModel, ID>(_: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
//   entryLabel: KeyPath<EntryModel, String>) where L : StringProtocol, ID : Hashable
@MainActor func use_b57d3ce95d<Self_: View, L: StringProtocol, EntryModel, ID: Hashable>(
    _ subject: Self_,
    _ generics: (Self_, L, EntryModel, ID).Type
) {
    _ = subject.accessibilityRotor(
        sample() as L,
        entries: sample() as [EntryModel],
        entryID: sample() as KeyPath<EntryModel, ID>,
        entryLabel: sample() as KeyPath<EntryModel, String>
    ) as any View
}

// u21565cd52e View.accessibilityRotor(_: LocalizedStringKey, textRanges: [Range<String.Index>])
@MainActor func use_21565cd52e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityRotor(
        sample() as LocalizedStringKey,
        textRanges: sample() as [Range<String.Index>]
    ) as any View
}

// ubb9bfc5e57 View.accessibilityRotor<L>(_: L, textRanges: [Range<String.Index>]) where L : StringProtocol
@MainActor func use_bb9bfc5e57<Self_: View, L: StringProtocol>(_ subject: Self_, _ generics: (Self_, L).Type) {
    _ = subject.accessibilityRotor(sample() as L, textRanges: sample() as [Range<String.Index>]) as any View
}
