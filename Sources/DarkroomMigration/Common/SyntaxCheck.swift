import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses a file and refuses it when it has syntax errors: the tools never rewrite code they do not understand.
enum SyntaxCheck {
    /// The parsed tree, or the parser's first diagnostic with its place.
    static func parse(_ text: String, file: String) -> Result<SourceFileSyntax, SyntaxProblem> {
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return .success(tree) }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first else {
            return .failure(SyntaxProblem(message: "syntax error in \(file); file left untouched"))
        }
        let location = first.location(converter: converter)
        return .failure(SyntaxProblem(message: "syntax error at \(file):\(location.line):\(location.column): "
                                        + "\(first.message); file left untouched"))
    }
}

/// A file the parser could not read without errors.
struct SyntaxProblem: Error {
    let message: String
}
