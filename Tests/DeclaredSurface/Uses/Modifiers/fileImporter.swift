// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5eaec564b5 View.fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: (_ result:
//   Result<URL, any Error>) -> Void)
@MainActor func use_5eaec564b5<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileImporter(
        isPresented: sample() as Binding<Bool>,
        allowedContentTypes: sample() as [UTType],
        onCompletion: sample() as (_ result: Result<URL, any Error>) -> Void
    ) as any View
}

// u74225a667c View.fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection:
//   Bool, onCompletion: (_ result: Result<[URL], any Error>) -> Void)
@MainActor func use_74225a667c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileImporter(
        isPresented: sample() as Binding<Bool>,
        allowedContentTypes: sample() as [UTType],
        allowsMultipleSelection: sample() as Bool,
        onCompletion: sample() as (_ result: Result<[URL], any Error>) -> Void
    ) as any View
}

// u98a50950ba View.fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection:
//   Bool, onCompletion: (_ result: Result<[URL], any Error>) -> Void, onCancellation: () -> Void)
@MainActor func use_98a50950ba<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileImporter(
        isPresented: sample() as Binding<Bool>,
        allowedContentTypes: sample() as [UTType],
        allowsMultipleSelection: sample() as Bool,
        onCompletion: sample() as (_ result: Result<[URL], any Error>) -> Void,
        onCancellation: sample() as () -> Void
    ) as any View
}
