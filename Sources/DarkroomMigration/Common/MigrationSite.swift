/// One place in a source file that a tool found, and what it did there.
public struct MigrationSite: Codable, Equatable, Sendable {
    /// What happened at the site.
    public enum Outcome: String, Codable, Sendable {
        /// The code was rewritten (or would be, with `--dry-run`).
        case rewritten
        /// The code was left alone; `reason` says why. Counts as work left.
        case skipped
        /// Already in the target form (a second run, or code that was migrated by hand).
        case unchanged
    }

    /// The file, as given on the command line or found under the given folder.
    public var file: String
    /// 1-based line of the site's first token.
    public var line: Int
    /// 1-based column of the site's first token.
    public var column: Int
    /// The rule or recipe group, e.g. `import`, `package`, `L3`.
    public var recipe: String
    /// Whether the site was rewritten, skipped or already in the target form.
    public var outcome: Outcome
    /// Why the site was skipped, or what the rewrite did.
    public var reason: String

    /// A site from its parts.
    public init(file: String, line: Int, column: Int, recipe: String, outcome: Outcome, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.recipe = recipe
        self.outcome = outcome
        self.reason = reason
    }
}
