// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u30b11b497d View.fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename:
//   String?, onCompletion: (_ result: Result<URL, any Error>) -> Void) where D : FileDocument
@MainActor func use_30b11b497d<Self_: View, D: FileDocument>(_ subject: Self_, _ generics: (Self_, D).Type) {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        contentType: sample() as UTType,
        defaultFilename: sample() as String?,
        onCompletion: sample() as (_ result: Result<URL, any Error>) -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        contentType: sample() as UTType,
        onCompletion: sample() as (_ result: Result<URL, any Error>) -> Void
    ) as any View
}

// u034111acb9 View.fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: (_
//   result: Result<[URL], any Error>) -> Void) where C : Collection, C.Element : FileDocument
@MainActor func use_034111acb9<Self_: View, C: Collection>(
    _ subject: Self_,
    _ generics: (Self_, C).Type
) where C.Element : FileDocument {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        documents: sample() as C,
        contentType: sample() as UTType,
        onCompletion: sample() as (_ result: Result<[URL], any Error>) -> Void
    ) as any View
}

// udca1ef8f27 View.fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename:
//   String?, onCompletion: (_ result: Result<URL, any Error>) -> Void) where D : ReferenceFileDocument
@MainActor func use_dca1ef8f27<Self_: View, D: ReferenceFileDocument>(_ subject: Self_, _ generics: (Self_, D).Type) {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        contentType: sample() as UTType,
        defaultFilename: sample() as String?,
        onCompletion: sample() as (_ result: Result<URL, any Error>) -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        contentType: sample() as UTType,
        onCompletion: sample() as (_ result: Result<URL, any Error>) -> Void
    ) as any View
}

// ubdaffa5a3b View.fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: (_
//   result: Result<[URL], any Error>) -> Void) where C : Collection, C.Element : ReferenceFileDocument
@MainActor func use_bdaffa5a3b<Self_: View, C: Collection>(
    _ subject: Self_,
    _ generics: (Self_, C).Type
) where C.Element : ReferenceFileDocument {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        documents: sample() as C,
        contentType: sample() as UTType,
        onCompletion: sample() as (_ result: Result<[URL], any Error>) -> Void
    ) as any View
}

// uf5cefcfdec View.fileExporter<T>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType], defaultFilename:
//   String?, onCompletion: (Result<URL, any Error>) -> Void, onCancellation: () -> Void) where T : Transferable
@MainActor func use_f5cefcfdec<Self_: View, T: Transferable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        item: sample() as T?,
        contentTypes: sample() as [UTType],
        defaultFilename: sample() as String?,
        onCompletion: sample() as (Result<URL, any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        item: sample() as T?,
        onCompletion: sample() as (Result<URL, any Error>) -> Void
    ) as any View
}

// u3338804950 View.fileExporter<C, T>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType], onCompletion:
//   (Result<[URL], any Error>) -> Void, onCancellation: () -> Void) where C : Collection, T : Transferable, T ==
//   C.Element
@MainActor func use_3338804950<Self_: View, C: Collection>(
    _ subject: Self_,
    _ generics: (Self_, C).Type
) where C.Element : Transferable {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        items: sample() as C,
        contentTypes: sample() as [UTType],
        onCompletion: sample() as (Result<[URL], any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        items: sample() as C,
        onCompletion: sample() as (Result<[URL], any Error>) -> Void
    ) as any View
}

// u12a46a8a66 View.fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType], defaultFilename:
//   String?, onCompletion: (Result<URL, any Error>) -> Void, onCancellation: () -> Void) where D : FileDocument
@MainActor func use_12a46a8a66<Self_: View, D: FileDocument>(_ subject: Self_, _ generics: (Self_, D).Type) {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        contentTypes: sample() as [UTType],
        defaultFilename: sample() as String?,
        onCompletion: sample() as (Result<URL, any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        onCompletion: sample() as (Result<URL, any Error>) -> Void
    ) as any View
}

// ud24f72e8ba View.fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType], defaultFilename:
//   String?, onCompletion: (Result<URL, any Error>) -> Void, onCancellation: () -> Void) where D :
//   ReferenceFileDocument
@MainActor func use_d24f72e8ba<Self_: View, D: ReferenceFileDocument>(_ subject: Self_, _ generics: (Self_, D).Type) {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        contentTypes: sample() as [UTType],
        defaultFilename: sample() as String?,
        onCompletion: sample() as (Result<URL, any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        document: sample() as D?,
        onCompletion: sample() as (Result<URL, any Error>) -> Void
    ) as any View
}

// u8fad395a22 View.fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType], onCompletion:
//   (Result<[URL], any Error>) -> Void, onCancellation: () -> Void) where C : Collection, C.Element : FileDocument
@MainActor func use_8fad395a22<Self_: View, C: Collection>(
    _ subject: Self_,
    _ generics: (Self_, C).Type
) where C.Element : FileDocument {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        documents: sample() as C,
        contentTypes: sample() as [UTType],
        onCompletion: sample() as (Result<[URL], any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        documents: sample() as C,
        onCompletion: sample() as (Result<[URL], any Error>) -> Void
    ) as any View
}

// u5104c2dc57 View.fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType], onCompletion:
//   (Result<[URL], any Error>) -> Void, onCancellation: () -> Void) where C : Collection, C.Element :
//   ReferenceFileDocument
@MainActor func use_5104c2dc57<Self_: View, C: Collection>(
    _ subject: Self_,
    _ generics: (Self_, C).Type
) where C.Element : ReferenceFileDocument {
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        documents: sample() as C,
        contentTypes: sample() as [UTType],
        onCompletion: sample() as (Result<[URL], any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
    _ = subject.fileExporter(
        isPresented: sample() as Binding<Bool>,
        documents: sample() as C,
        onCompletion: sample() as (Result<[URL], any Error>) -> Void
    ) as any View
}
