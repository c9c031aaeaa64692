import SwiftSyntax

/// Turns syntax positions into the 1-based line and column a report shows.
struct SourceLocator {
    let file: String
    let converter: SourceLocationConverter

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    func site(_ node: some SyntaxProtocol, recipe: String, outcome: MigrationSite.Outcome,
              reason: String) -> MigrationSite {
        let location = node.startLocation(converter: converter)
        return MigrationSite(file: file, line: location.line, column: location.column, recipe: recipe,
                             outcome: outcome, reason: reason)
    }
}
