// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u67411bcbc4 AccessibilityRotorEntry.init(_: Text, id: ID, textRange: Range<String.Index>?, prepare: (() -> Void))
@MainActor func use_67411bcbc4<ID: Hashable>(_ generics: (ID).Type) {
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as Text,
        id: sample() as ID,
        textRange: sample() as Range<String.Index>?,
        prepare: sample() as (() -> Void)
    )
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(sample() as Text, id: sample() as ID)
}

// u3f1e1915e8 AccessibilityRotorEntry.init(_: Text, id: ID, in: Namespace.ID, textRange: Range<String.Index>?, prepare:
//   (() -> Void))
@MainActor func use_3f1e1915e8<ID: Hashable>(_ generics: (ID).Type) {
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as Text,
        id: sample() as ID,
        in: sample() as Namespace.ID,
        textRange: sample() as Range<String.Index>?,
        prepare: sample() as (() -> Void)
    )
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as Text,
        id: sample() as ID,
        in: sample() as Namespace.ID
    )
}

// ub1e77ae464 AccessibilityRotorEntry.init(_: Text?, textRange: Range<String.Index>, prepare: (() -> Void)) where ID ==
//   Never
@MainActor func use_b1e77ae464() {
    let _: AccessibilityRotorEntry<Never> = AccessibilityRotorEntry(
        sample() as Text?,
        textRange: sample() as Range<String.Index>,
        prepare: sample() as (() -> Void)
    )
    let _: AccessibilityRotorEntry<Never> = AccessibilityRotorEntry(textRange: sample() as Range<String.Index>)
}

// ua92b43d4b6 AccessibilityRotorEntry.init(_: LocalizedStringKey, id: ID, textRange: Range<String.Index>?, prepare: (()
//   -> Void))
@MainActor func use_a92b43d4b6<ID: Hashable>(_ generics: (ID).Type) {
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as LocalizedStringKey,
        id: sample() as ID,
        textRange: sample() as Range<String.Index>?,
        prepare: sample() as (() -> Void)
    )
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(sample() as LocalizedStringKey, id: sample() as ID)
}

// u2423407213 AccessibilityRotorEntry.init<L>(_: L, id: ID, textRange: Range<String.Index>?, prepare: (() -> Void))
//   where L : StringProtocol
@MainActor func use_2423407213<ID: Hashable, L: StringProtocol>(_ generics: (ID, L).Type) {
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as L,
        id: sample() as ID,
        textRange: sample() as Range<String.Index>?,
        prepare: sample() as (() -> Void)
    )
}

// u74a5d8d0b3 AccessibilityRotorEntry.init(_: LocalizedStringKey, id: ID, in: Namespace.ID, textRange:
//   Range<String.Index>?, prepare: (() -> Void))
@MainActor func use_74a5d8d0b3<ID: Hashable>(_ generics: (ID).Type) {
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as LocalizedStringKey,
        id: sample() as ID,
        in: sample() as Namespace.ID,
        textRange: sample() as Range<String.Index>?,
        prepare: sample() as (() -> Void)
    )
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as LocalizedStringKey,
        id: sample() as ID,
        in: sample() as Namespace.ID
    )
}

// u2c5be0aac8 AccessibilityRotorEntry.init<L>(_: L, _: ID, in: Namespace.ID, textRange: Range<String.Index>?, prepare:
//   (() -> Void)) where L : StringProtocol
@MainActor func use_2c5be0aac8<ID: Hashable, L: StringProtocol>(_ generics: (ID, L).Type) {
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as L,
        sample() as ID,
        in: sample() as Namespace.ID,
        textRange: sample() as Range<String.Index>?,
        prepare: sample() as (() -> Void)
    )
}

// udefdd6bcff AccessibilityRotorEntry.init(_: LocalizedStringKey, textRange: Range<String.Index>, prepare: (() ->
//   Void))
@MainActor func use_defdd6bcff<ID: Hashable>(_ generics: (ID).Type) {
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as LocalizedStringKey,
        textRange: sample() as Range<String.Index>,
        prepare: sample() as (() -> Void)
    )
    let _: AccessibilityRotorEntry<ID> = AccessibilityRotorEntry(
        sample() as LocalizedStringKey,
        textRange: sample() as Range<String.Index>
    )
}

// u23c48f581e AccessibilityRotorEntry.init<L>(_: L, textRange: Range<String.Index>, prepare: (() -> Void)) where ID ==
//   Never, L : StringProtocol
@MainActor func use_23c48f581e<L: StringProtocol>(_ generics: (L).Type) {
    let _: AccessibilityRotorEntry<Never> = AccessibilityRotorEntry(
        sample() as L,
        textRange: sample() as Range<String.Index>,
        prepare: sample() as (() -> Void)
    )
}
