/// What discovery learned about one Swift file: its previews and the spans a scratch build may drop.
public struct SourceFileScan: Sendable {
    /// The file, relative to the folder the tool was pointed at.
    public var file: String
    /// Its previews, in source order.
    public var previews: [DiscoveredPreview]
    /// Top-level declarations (and members of top-level extensions) that a build can remove one by one when
    /// the compiler rejects them: each span's lines and byte range.
    public var droppableSpans: [DroppableSpan]
    /// Module names the file imports.
    public var imports: [String]
    /// Whether the parser found syntax errors (the file cannot be compiled).
    public var syntaxError: String?
    /// The imports compiled on Linux (outside any `#if`, or in a clause that is active there), with their lines.
    public var unconditionalImports: [(module: String, line: Int)] = []
}

/// A declaration a build can blank out, so that one broken helper does not cost a whole file's previews.
public struct DroppableSpan: Equatable, Sendable {
    /// A short description: the declaration's kind and name (`struct ProfileCard`).
    public var label: String
    /// The lines it spans.
    public var lines: ClosedRange<Int>
    /// Its byte range in the file's text, leading comments excluded.
    public var byteRange: Range<Int>
}
