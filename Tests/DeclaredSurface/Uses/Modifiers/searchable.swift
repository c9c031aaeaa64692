// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uac093116fe View.searchable<S>(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text?, suggestions: ()
//   -> S) where S : View
@MainActor func use_ac093116fe<Self_: View, S: View>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        suggestions: sample() as () -> S
    ) as any View
    _ = subject.searchable(text: sample() as Binding<String>, suggestions: sample() as () -> S) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        suggestions: { Text(""); Text("") }
    )
}

// u15d36139d4 View.searchable<S>(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey,
//   suggestions: () -> S) where S : View
@MainActor func use_15d36139d4<Self_: View, S: View>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        suggestions: sample() as () -> S
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        prompt: sample() as LocalizedStringKey,
        suggestions: sample() as () -> S
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        suggestions: { Text(""); Text("") }
    )
}

// ucecfc58a68 View.searchable<V, S>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S, suggestions: ()
//   -> V) where V : View, S : StringProtocol
@MainActor func use_cecfc58a68<Self_: View, V: View, S: StringProtocol>(
    _ subject: Self_,
    _ generics: (Self_, V, S).Type
) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        suggestions: sample() as () -> V
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        suggestions: { Text(""); Text("") }
    )
}

// u048357b5ab View.searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text?)
@MainActor func use_048357b5ab<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?
    ) as any View
    _ = subject.searchable(text: sample() as Binding<String>) as any View
}

// ub5618e25ca View.searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey)
@MainActor func use_b5618e25ca<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey
    ) as any View
    _ = subject.searchable(text: sample() as Binding<String>, prompt: sample() as LocalizedStringKey) as any View
}

// u46f035d02f View.searchable<S>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S) where S :
//   StringProtocol
@MainActor func use_46f035d02f<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S
    ) as any View
}

// ub1722f2ee1 View.searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement,
//   prompt: Text?)
@MainActor func use_b1722f2ee1<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?
    ) as any View
    _ = subject.searchable(text: sample() as Binding<String>, isPresented: sample() as Binding<Bool>) as any View
}

// u72aee8f3ab View.searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement,
//   prompt: LocalizedStringKey)
@MainActor func use_72aee8f3ab<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        isPresented: sample() as Binding<Bool>,
        prompt: sample() as LocalizedStringKey
    ) as any View
}

// u3330d874af View.searchable<S>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement,
//   prompt: S) where S : StringProtocol
@MainActor func use_3330d874af<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S
    ) as any View
}

// u168d4becec View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement, prompt:
//   Text?, token: (C.Element) -> T) where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View,
//   C.Element : Identifiable
@MainActor func use_168d4becec<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// uf311b6fbdf View.searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement,
//   prompt: Text?, token: (Binding<C.Element>) -> some View) where C : RandomAccessCollection, C :
//   RangeReplaceableCollection, C.Element : Identifiable
@MainActor func use_f311b6fbdf<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, Opaque1: View>(
    _ subject: Self_,
    _ generics: (Self_, C, Opaque1).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// ue9ac6e0bea View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement, prompt:
//   LocalizedStringKey, token: (C.Element) -> T) where C : RandomAccessCollection, C : RangeReplaceableCollection, T :
//   View, C.Element : Identifiable
@MainActor func use_e9ac6e0bea<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// ub963fcbdff View.searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement,
//   prompt: LocalizedStringKey, token: (Binding<C.Element>) -> some View) where C : RandomAccessCollection, C :
//   RangeReplaceableCollection, C.Element : Identifiable
@MainActor func use_b963fcbdff<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, Opaque1: View>(
    _ subject: Self_,
    _ generics: (Self_, C, Opaque1).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// u3243632375 View.searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement,
//   prompt: S, token: (C.Element) -> T) where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, S :
//   StringProtocol, C.Element : Identifiable
@MainActor func use_3243632375<
    Self_: View,
    C: RandomAccessCollection & RangeReplaceableCollection,
    T: View,
    S: StringProtocol
>(
    _ subject: Self_,
    _ generics: (Self_, C, T, S).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// u14bdc0ff76 View.searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement,
//   prompt: some StringProtocol, token: (Binding<C.Element>) -> some View) where C : RandomAccessCollection, C :
//   RangeReplaceableCollection, C.Element : Identifiable
@MainActor func use_14bdc0ff76<
    Self_: View,
    C: RandomAccessCollection & RangeReplaceableCollection,
    Opaque1: StringProtocol,
    Opaque2: View
>(
    _ subject: Self_,
    _ generics: (Self_, C, Opaque1, Opaque2).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Opaque1,
        token: sample() as (Binding<C.Element>) -> Opaque2
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Opaque1,
        token: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// ub0e837a631 View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement:
//   SearchFieldPlacement, prompt: Text?, token: (C.Element) -> T) where C : RandomAccessCollection, C :
//   RangeReplaceableCollection, T : View, C.Element : Identifiable
@MainActor func use_b0e837a631<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// u68cf4ea842 View.searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
//   placement: SearchFieldPlacement, prompt: Text?, token: (Binding<C.Element>) -> some View) where C :
//   RandomAccessCollection, C : RangeReplaceableCollection, C.Element : Identifiable
@MainActor func use_68cf4ea842<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, Opaque1: View>(
    _ subject: Self_,
    _ generics: (Self_, C, Opaque1).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// u127c17d2dc View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement:
//   SearchFieldPlacement, prompt: LocalizedStringKey, token: (C.Element) -> T) where C : RandomAccessCollection, C :
//   RangeReplaceableCollection, T : View, C.Element : Identifiable
@MainActor func use_127c17d2dc<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// u8f48900a6b View.searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
//   placement: SearchFieldPlacement, prompt: LocalizedStringKey, token: (Binding<C.Element>) -> some View) where C :
//   RandomAccessCollection, C : RangeReplaceableCollection, C.Element : Identifiable
@MainActor func use_8f48900a6b<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, Opaque1: View>(
    _ subject: Self_,
    _ generics: (Self_, C, Opaque1).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (Binding<C.Element>) -> Opaque1
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// u8fccd562eb View.searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
//   placement: SearchFieldPlacement, prompt: S, token: (C.Element) -> T) where C : RandomAccessCollection, C :
//   RangeReplaceableCollection, T : View, S : StringProtocol, C.Element : Identifiable
@MainActor func use_8fccd562eb<
    Self_: View,
    C: RandomAccessCollection & RangeReplaceableCollection,
    T: View,
    S: StringProtocol
>(
    _ subject: Self_,
    _ generics: (Self_, C, T, S).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// u8477facffa View.searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
//   placement: SearchFieldPlacement, prompt: some StringProtocol, token: (Binding<C.Element>) -> some View) where C :
//   RandomAccessCollection, C : RangeReplaceableCollection, C.Element : Identifiable
@MainActor func use_8477facffa<
    Self_: View,
    C: RandomAccessCollection & RangeReplaceableCollection,
    Opaque1: StringProtocol,
    Opaque2: View
>(
    _ subject: Self_,
    _ generics: (Self_, C, Opaque1, Opaque2).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Opaque1,
        token: sample() as (Binding<C.Element>) -> Opaque2
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        editableTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Opaque1,
        token: { (_: Binding<C.Element>) in Text(""); Text("") }
    )
}

// u840933b344 View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement:
//   SearchFieldPlacement, prompt: Text?, token: (C.Element) -> T) where C : MutableCollection, C :
//   RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
@MainActor func use_840933b344<
    Self_: View,
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    T: View
>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// uee77be4242 View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement:
//   SearchFieldPlacement, prompt: LocalizedStringKey, token: (C.Element) -> T) where C : MutableCollection, C :
//   RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
@MainActor func use_ee77be4242<
    Self_: View,
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    T: View
>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// u36c38ae977 View.searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
//   placement: SearchFieldPlacement, prompt: S, token: (C.Element) -> T) where C : MutableCollection, C :
//   RandomAccessCollection, C : RangeReplaceableCollection, T : View, S : StringProtocol, C.Element : Identifiable
@MainActor func use_36c38ae977<
    Self_: View,
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    T: View,
    S: StringProtocol
>(
    _ subject: Self_,
    _ generics: (Self_, C, T, S).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// ub0dfa8fbad View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
//   isPresented: Binding<Bool>, placement: SearchFieldPlacement, prompt: Text?, token: (C.Element) -> T) where C :
//   RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
@MainActor func use_b0dfa8fbad<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as Text?,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// u596ea940a6 View.searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
//   isPresented: Binding<Bool>, placement: SearchFieldPlacement, prompt: LocalizedStringKey, token: (C.Element) -> T)
//   where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable
@MainActor func use_596ea940a6<Self_: View, C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ subject: Self_,
    _ generics: (Self_, C, T).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        prompt: sample() as LocalizedStringKey,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as LocalizedStringKey,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}

// u106ecff2dd View.searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
//   isPresented: Binding<Bool>, placement: SearchFieldPlacement, prompt: S, token: (C.Element) -> T) where C :
//   MutableCollection, C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, S : StringProtocol,
//   C.Element : Identifiable
@MainActor func use_106ecff2dd<
    Self_: View,
    C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    T: View,
    S: StringProtocol
>(
    _ subject: Self_,
    _ generics: (Self_, C, T, S).Type
) where C.Element : Identifiable {
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: sample() as (C.Element) -> T
    ) as any View
    _ = subject.searchable(
        text: sample() as Binding<String>,
        tokens: sample() as Binding<C>,
        suggestedTokens: sample() as Binding<C>,
        isPresented: sample() as Binding<Bool>,
        placement: sample() as SearchFieldPlacement,
        prompt: sample() as S,
        token: { (_: C.Element) in Text(""); Text("") }
    )
}
