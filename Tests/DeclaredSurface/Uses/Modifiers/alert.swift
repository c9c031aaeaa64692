// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub549bd55d5 View.alert<A>(_: LocalizedStringKey, isPresented: Binding<Bool>, actions: () -> A) where A : View
@MainActor func use_b549bd55d5<Self_: View, A: View>(_ subject: Self_, _ generics: (Self_, A).Type) {
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A
    ) as any View
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        actions: { Text(""); Text("") }
    )
}

// u460c679668 View.alert<S, A>(_: S, isPresented: Binding<Bool>, actions: () -> A) where S : StringProtocol, A : View
@MainActor func use_460c679668<Self_: View, S: StringProtocol, A: View>(
    _ subject: Self_,
    _ generics: (Self_, S, A).Type
) {
    _ = subject.alert(sample() as S, isPresented: sample() as Binding<Bool>, actions: sample() as () -> A) as any View
    _ = subject.alert(sample() as S, isPresented: sample() as Binding<Bool>, actions: { Text(""); Text("") })
}

// u76c7f1a969 View.alert<A>(_: Text, isPresented: Binding<Bool>, actions: () -> A) where A : View
@MainActor func use_76c7f1a969<Self_: View, A: View>(_ subject: Self_, _ generics: (Self_, A).Type) {
    _ = subject.alert(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A
    ) as any View
    _ = subject.alert(sample() as Text, isPresented: sample() as Binding<Bool>, actions: { Text(""); Text("") })
}

// ue6a7881b8a View.alert<A, M>(_: LocalizedStringKey, isPresented: Binding<Bool>, actions: () -> A, message: () -> M)
//   where A : View, M : View
@MainActor func use_e6a7881b8a<Self_: View, A: View, M: View>(_ subject: Self_, _ generics: (Self_, A, M).Type) {
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        actions: { Text(""); Text("") },
        message: { Text(""); Text("") }
    )
}

// ua9ed6cef2b View.alert<S, A, M>(_: S, isPresented: Binding<Bool>, actions: () -> A, message: () -> M) where S :
//   StringProtocol, A : View, M : View
@MainActor func use_a9ed6cef2b<Self_: View, S: StringProtocol, A: View, M: View>(
    _ subject: Self_,
    _ generics: (Self_, S, A, M).Type
) {
    _ = subject.alert(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.alert(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        actions: { Text(""); Text("") },
        message: { Text(""); Text("") }
    )
}

// uc632e5ebbc View.alert<A, M>(_: Text, isPresented: Binding<Bool>, actions: () -> A, message: () -> M) where A : View,
//   M : View
@MainActor func use_c632e5ebbc<Self_: View, A: View, M: View>(_ subject: Self_, _ generics: (Self_, A, M).Type) {
    _ = subject.alert(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.alert(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        actions: { Text(""); Text("") },
        message: { Text(""); Text("") }
    )
}

// ua081e9486b View.alert<A, T>(_: LocalizedStringKey, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A)
//   where A : View
@MainActor func use_a081e9486b<Self_: View, A: View, T>(_ subject: Self_, _ generics: (Self_, A, T).Type) {
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") }
    )
}

// u89c2426715 View.alert<S, A, T>(_: S, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A) where S :
//   StringProtocol, A : View
@MainActor func use_89c2426715<Self_: View, S: StringProtocol, A: View, T>(
    _ subject: Self_,
    _ generics: (Self_, S, A, T).Type
) {
    _ = subject.alert(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.alert(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") }
    )
}

// uea949c5fba View.alert<A, T>(_: Text, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A) where A : View
@MainActor func use_ea949c5fba<Self_: View, A: View, T>(_ subject: Self_, _ generics: (Self_, A, T).Type) {
    _ = subject.alert(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.alert(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") }
    )
}

// uec16937c00 View.alert<A, M, T>(_: LocalizedStringKey, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A,
//   message: (T) -> M) where A : View, M : View
@MainActor func use_ec16937c00<Self_: View, A: View, M: View, T>(_ subject: Self_, _ generics: (Self_, A, M, T).Type) {
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.alert(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") },
        message: { (_: T) in Text(""); Text("") }
    )
}

// u448fb4d2fd View.alert<S, A, M, T>(_: S, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A, message: (T)
//   -> M) where S : StringProtocol, A : View, M : View
@MainActor func use_448fb4d2fd<Self_: View, S: StringProtocol, A: View, M: View, T>(
    _ subject: Self_,
    _ generics: (Self_, S, A, M, T).Type
) {
    _ = subject.alert(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.alert(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") },
        message: { (_: T) in Text(""); Text("") }
    )
}

// u3427b782cd View.alert<A, M, T>(_: Text, isPresented: Binding<Bool>, presenting: T?, actions: (T) -> A, message: (T)
//   -> M) where A : View, M : View
@MainActor func use_3427b782cd<Self_: View, A: View, M: View, T>(_ subject: Self_, _ generics: (Self_, A, M, T).Type) {
    _ = subject.alert(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.alert(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") },
        message: { (_: T) in Text(""); Text("") }
    )
}

// u6d74099ba3 View.alert<E, A>(isPresented: Binding<Bool>, error: E?, actions: () -> A) where E : LocalizedError, A :
//   View
@MainActor func use_6d74099ba3<Self_: View, E: LocalizedError, A: View>(
    _ subject: Self_,
    _ generics: (Self_, E, A).Type
) {
    _ = subject.alert(
        isPresented: sample() as Binding<Bool>,
        error: sample() as E?,
        actions: sample() as () -> A
    ) as any View
    _ = subject.alert(isPresented: sample() as Binding<Bool>, error: sample() as E?, actions: { Text(""); Text("") })
}

// uccc047d429 View.alert<E, A, M>(isPresented: Binding<Bool>, error: E?, actions: (E) -> A, message: (E) -> M) where E
//   : LocalizedError, A : View, M : View
@MainActor func use_ccc047d429<Self_: View, E: LocalizedError, A: View, M: View>(
    _ subject: Self_,
    _ generics: (Self_, E, A, M).Type
) {
    _ = subject.alert(
        isPresented: sample() as Binding<Bool>,
        error: sample() as E?,
        actions: sample() as (E) -> A,
        message: sample() as (E) -> M
    ) as any View
    _ = subject.alert(
        isPresented: sample() as Binding<Bool>,
        error: sample() as E?,
        actions: { (_: E) in Text(""); Text("") },
        message: { (_: E) in Text(""); Text("") }
    )
}

// uc4c60af754 View.alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) where Item : Identifiable
@MainActor func use_c4c60af754<Self_: View, Item: Identifiable>(_ subject: Self_, _ generics: (Self_, Item).Type) {
    _ = subject.alert(item: sample() as Binding<Item?>, content: sample() as (Item) -> Alert) as any View
}

// u32c880dd09 View.alert(isPresented: Binding<Bool>, content: () -> Alert)
@MainActor func use_32c880dd09<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.alert(isPresented: sample() as Binding<Bool>, content: sample() as () -> Alert) as any View
}
