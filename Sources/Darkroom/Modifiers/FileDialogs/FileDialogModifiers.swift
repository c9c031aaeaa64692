import Foundation

// File dialogs (importers, exporters, movers) and their customisations are presented on demand, never in a still
// frame: each draws the view as it is and runs no closure.

nonisolated extension View {
    /// A panel that moves a file: not presented in a still frame.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View { self }
    /// A panel that moves files: not presented in a still frame.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL { self }
    /// A panel that moves a file, told when cancelled: not presented in a still frame.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View { self }
    /// A panel that moves files, told when cancelled: not presented in a still frame.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL { self }

    /// The label of a file dialog's confirm button: part of the dialog, not drawn.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// The label of a file dialog's confirm button: part of the dialog, not drawn.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label of a file dialog's confirm button: part of the dialog, not drawn.
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// A file dialog's message: part of the dialog, not drawn.
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// A file dialog's message: part of the dialog, not drawn.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    /// A file dialog's message: part of the dialog, not drawn.
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
    /// The label of a file exporter's name field: part of the dialog, not drawn.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// The label of a file exporter's name field: part of the dialog, not drawn.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label of a file exporter's name field: part of the dialog, not drawn.
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The identifier a file dialog keeps its state under: no dialog in a still frame.
    public func fileDialogCustomizationID(_ id: String) -> some View { self }
    /// The folder a file dialog opens in: no dialog in a still frame.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
    /// Whether a file dialog resolves aliases: no dialog in a still frame.
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
    /// Which files a file dialog lets the user pick: no dialog in a still frame.
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }
}
