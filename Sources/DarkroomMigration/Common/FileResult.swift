/// The outcome of running one tool over one file: the text before and after, and the sites.
public struct FileResult: Sendable {
    /// Path of the file as reported.
    public var path: String
    /// The file's text as read.
    public var original: String
    /// The rewritten text; equal to `original` when nothing changed.
    public var rewritten: String
    /// Every site found in the file.
    public var sites: [MigrationSite]
    /// Set when the file was not understood (syntax errors) or could not be read.
    public var error: String?

    /// Whether the tool rewrote the file (never when it could not read or parse it).
    public var changed: Bool { error == nil && original != rewritten }

    /// A result from its parts; `error` marks a file the tool did not understand.
    public init(path: String, original: String, rewritten: String, sites: [MigrationSite], error: String? = nil) {
        self.path = path
        self.original = original
        self.rewritten = rewritten
        self.sites = sites
        self.error = error
    }
}
