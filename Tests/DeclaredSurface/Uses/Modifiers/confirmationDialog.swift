// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u53f597c0a8 View.confirmationDialog<A>(_: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility:
//   Visibility, actions: () -> A) where A : View
@MainActor func use_53f597c0a8<Self_: View, A: View>(_ subject: Self_, _ generics: (Self_, A).Type) {
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: sample() as () -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: { Text(""); Text("") }
    )
}

// u4750c4bd23 View.confirmationDialog<S, A>(_: S, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: ()
//   -> A) where S : StringProtocol, A : View
@MainActor func use_4750c4bd23<Self_: View, S: StringProtocol, A: View>(
    _ subject: Self_,
    _ generics: (Self_, S, A).Type
) {
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: sample() as () -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: { Text(""); Text("") }
    )
}

// ua77f361ab3 View.confirmationDialog<A>(_: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions: ()
//   -> A) where A : View
@MainActor func use_a77f361ab3<Self_: View, A: View>(_ subject: Self_, _ generics: (Self_, A).Type) {
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: sample() as () -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: { Text(""); Text("") }
    )
}

// u0cf0aaec80 View.confirmationDialog<A, M>(_: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility:
//   Visibility, actions: () -> A, message: () -> M) where A : View, M : View
@MainActor func use_0cf0aaec80<Self_: View, A: View, M: View>(_ subject: Self_, _ generics: (Self_, A, M).Type) {
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: { Text(""); Text("") },
        message: { Text(""); Text("") }
    )
}

// u46884ca081 View.confirmationDialog<S, A, M>(_: S, isPresented: Binding<Bool>, titleVisibility: Visibility, actions:
//   () -> A, message: () -> M) where S : StringProtocol, A : View, M : View
@MainActor func use_46884ca081<Self_: View, S: StringProtocol, A: View, M: View>(
    _ subject: Self_,
    _ generics: (Self_, S, A, M).Type
) {
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: { Text(""); Text("") },
        message: { Text(""); Text("") }
    )
}

// u63370bdc9d View.confirmationDialog<A, M>(_: Text, isPresented: Binding<Bool>, titleVisibility: Visibility, actions:
//   () -> A, message: () -> M) where A : View, M : View
@MainActor func use_63370bdc9d<Self_: View, A: View, M: View>(_ subject: Self_, _ generics: (Self_, A, M).Type) {
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        actions: sample() as () -> A,
        message: sample() as () -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        actions: { Text(""); Text("") },
        message: { Text(""); Text("") }
    )
}

// u911bc41928 View.confirmationDialog<A, T>(_: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility:
//   Visibility, presenting: T?, actions: (T) -> A) where A : View
@MainActor func use_911bc41928<Self_: View, A: View, T>(_ subject: Self_, _ generics: (Self_, A, T).Type) {
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") }
    )
}

// uc3683365b1 View.confirmationDialog<S, A, T>(_: S, isPresented: Binding<Bool>, titleVisibility: Visibility,
//   presenting: T?, actions: (T) -> A) where S : StringProtocol, A : View
@MainActor func use_c3683365b1<Self_: View, S: StringProtocol, A: View, T>(
    _ subject: Self_,
    _ generics: (Self_, S, A, T).Type
) {
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") }
    )
}

// u36e6fceca4 View.confirmationDialog<A, T>(_: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
//   presenting: T?, actions: (T) -> A) where A : View
@MainActor func use_36e6fceca4<Self_: View, A: View, T>(_ subject: Self_, _ generics: (Self_, A, T).Type) {
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") }
    )
}

// u63d39aa880 View.confirmationDialog<A, M, T>(_: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility:
//   Visibility, presenting: T?, actions: (T) -> A, message: (T) -> M) where A : View, M : View
@MainActor func use_63d39aa880<Self_: View, A: View, M: View, T>(_ subject: Self_, _ generics: (Self_, A, M, T).Type) {
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as LocalizedStringKey,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") },
        message: { (_: T) in Text(""); Text("") }
    )
}

// u622f1388c9 View.confirmationDialog<S, A, M, T>(_: S, isPresented: Binding<Bool>, titleVisibility: Visibility,
//   presenting: T?, actions: (T) -> A, message: (T) -> M) where S : StringProtocol, A : View, M : View
@MainActor func use_622f1388c9<Self_: View, S: StringProtocol, A: View, M: View, T>(
    _ subject: Self_,
    _ generics: (Self_, S, A, M, T).Type
) {
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as S,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") },
        message: { (_: T) in Text(""); Text("") }
    )
}

// uc0ab3440be View.confirmationDialog<A, M, T>(_: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
//   presenting: T?, actions: (T) -> A, message: (T) -> M) where A : View, M : View
@MainActor func use_c0ab3440be<Self_: View, A: View, M: View, T>(_ subject: Self_, _ generics: (Self_, A, M, T).Type) {
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        presenting: sample() as T?,
        actions: sample() as (T) -> A,
        message: sample() as (T) -> M
    ) as any View
    _ = subject.confirmationDialog(
        sample() as Text,
        isPresented: sample() as Binding<Bool>,
        titleVisibility: sample() as Visibility,
        presenting: sample() as T?,
        actions: { (_: T) in Text(""); Text("") },
        message: { (_: T) in Text(""); Text("") }
    )
}
