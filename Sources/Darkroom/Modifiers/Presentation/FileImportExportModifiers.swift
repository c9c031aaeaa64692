import Foundation

// File import and export panels typed by `UTType`. A still frame presents no panel: each keeps
// the view as it is, and the completion handlers never run.

extension View {
    /// A file import panel for `allowedContentTypes` (not presented in a still frame).
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }
    /// A file import panel choosing one or several files (not presented in a still frame).
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View { self }
    /// A file import panel with a cancellation handler (not presented in a still frame).
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View { self }
    /// A panel exporting a value document (not presented in a still frame).
    nonisolated public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View where D: FileDocument { self }
    /// A panel exporting value documents (not presented in a still frame).
    nonisolated public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C: Collection, C.Element: FileDocument { self }
    /// A panel exporting an object document (not presented in a still frame).
    nonisolated public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View where D: ReferenceFileDocument { self }
    /// A panel exporting object documents (not presented in a still frame).
    nonisolated public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C: Collection, C.Element: ReferenceFileDocument { self }
    /// A panel exporting a value document as one of `contentTypes` (not presented in a still frame).
    nonisolated public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where D: FileDocument { self }
    /// A panel exporting an object document as one of `contentTypes` (not presented in a still frame).
    nonisolated public func fileExporter<D>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where D: ReferenceFileDocument { self }
    /// A panel exporting value documents as one of `contentTypes` (not presented in a still frame).
    nonisolated public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, C.Element: FileDocument { self }
    /// A panel exporting object documents as one of `contentTypes` (not presented in a still frame).
    nonisolated public func fileExporter<C>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C: Collection, C.Element: ReferenceFileDocument { self }
}
