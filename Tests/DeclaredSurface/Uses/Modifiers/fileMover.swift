// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u287a8ca20e View.fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: (_ result: Result<URL, any Error>)
//   -> Void)
@MainActor func use_287a8ca20e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileMover(
        isPresented: sample() as Binding<Bool>,
        file: sample() as URL?,
        onCompletion: sample() as (_ result: Result<URL, any Error>) -> Void
    ) as any View
}

// ue52dba596c View.fileMover<C>(isPresented: Binding<Bool>, files: C, onCompletion: (_ result: Result<[URL], any
//   Error>) -> Void) where C : Collection, C.Element == URL
@MainActor func use_e52dba596c<Self_: View, C: Collection>(
    _ subject: Self_,
    _ generics: (Self_, C).Type
) where C.Element == URL {
    _ = subject.fileMover(
        isPresented: sample() as Binding<Bool>,
        files: sample() as C,
        onCompletion: sample() as (_ result: Result<[URL], any Error>) -> Void
    ) as any View
}

// u364285416d View.fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: (Result<URL, any Error>) -> Void,
//   onCancellation: () -> Void)
@MainActor func use_364285416d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileMover(
        isPresented: sample() as Binding<Bool>,
        file: sample() as URL?,
        onCompletion: sample() as (Result<URL, any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
}

// u4c40b89875 View.fileMover<C>(isPresented: Binding<Bool>, files: C, onCompletion: (Result<[URL], any Error>) -> Void,
//   onCancellation: () -> Void) where C : Collection, C.Element == URL
@MainActor func use_4c40b89875<Self_: View, C: Collection>(
    _ subject: Self_,
    _ generics: (Self_, C).Type
) where C.Element == URL {
    _ = subject.fileMover(
        isPresented: sample() as Binding<Bool>,
        files: sample() as C,
        onCompletion: sample() as (Result<[URL], any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
}
