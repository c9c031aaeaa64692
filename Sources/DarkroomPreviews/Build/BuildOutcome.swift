/// What the scratch build made of the code base: the library, and what it had to leave out and why.
public struct BuildOutcome: Sendable {
    /// The shared library holding the previews that compiled, or `nil` when nothing compiled.
    public var library: String?
    /// Why each left-out preview was left out (the compiler's first error), by file and preview index.
    public var failures: [PreviewKey: String]
    /// Files left out whole, with the compiler's first error.
    public var droppedFiles: [String: String]
    /// Declarations left out, with the compiler's first error (`file: label` → error).
    public var droppedDeclarations: [String: String]
    /// How many compiler runs it took.
    public var attempts: Int
    /// Seconds spent compiling.
    public var seconds: Double
}

/// A discovered preview: its file and its index among the file's previews.
public struct PreviewKey: Hashable, Sendable {
    /// The file, relative to the folder the tool was pointed at.
    public var file: String
    /// The index in the file's scan.
    public var index: Int

    /// The key of preview `index` of `file`.
    public init(file: String, index: Int) {
        self.file = file
        self.index = index
    }
}
