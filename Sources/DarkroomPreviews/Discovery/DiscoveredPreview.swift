/// A preview found in the source: a `#Preview` or a `PreviewProvider`, with where it is written.
public struct DiscoveredPreview: Equatable, Sendable, Codable {
    /// How the preview is declared.
    public enum Kind: Equatable, Sendable, Codable {
        /// `#Preview { … }`.
        case macro
        /// A type conforming to `PreviewProvider`; each top-level child of its `previews` is rendered on its own.
        case provider(typeName: String)
    }

    /// The file, relative to the folder the tool was pointed at.
    public var file: String
    /// The 1-based line of `#Preview` or of the provider's declaration.
    public var line: Int
    /// How it is declared.
    public var kind: Kind
    /// The name given as `#Preview`'s first argument (the literal's text), if any.
    public var name: String?
    /// The traits as written (`sizeThatFitsLayout`, `fixedLayout(width: 300, height: 200)`, `landscapeLeft`).
    public var traits: [String]
    /// The lines the declaration spans (errors on these lines belong to this preview).
    public var lines: ClosedRange<Int>
    /// Byte offsets of the whole declaration in the file's text (what a scratch copy rewrites or removes).
    public var byteRange: Range<Int>
    /// Byte offset just past the `#Preview` token (`#` and the macro name), where the rewrite starts its call.
    public var macroNameEnd: Int?

    /// Whether the scratch build compiles the preview: `false` inside an `#if` whose condition is false on
    /// Linux (after `adopt`'s widening), `nil` when a condition cannot be told. Such a preview is not
    /// registered, and its manifest entries say why.
    public var isCompiledOnLinux: Bool? = nil

    /// The name shown in reports: the preview's name, or the provider's type name.
    public var displayName: String? {
        switch kind {
        case .macro: name
        case .provider(let typeName): name ?? typeName
        }
    }
}
