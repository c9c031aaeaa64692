import Foundation

/// What a file dialog's browser shows, as SwiftUI's `FileDialogBrowserOptions`: a still frame shows no dialog.
nonisolated public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// The options with this raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages can be browsed into.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Hidden files are listed.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// File extensions are shown.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

nonisolated extension View {
    /// What file dialogs from this view show; a still frame shows no dialog.
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
}
