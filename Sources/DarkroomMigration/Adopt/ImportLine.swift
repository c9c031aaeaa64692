import SwiftSyntax

/// One `import` declaration, taken apart into what `adopt` needs to keep.
struct ImportLine {
    let decl: ImportDeclSyntax
    /// First path component: the module.
    let module: String
    /// Comment lines above the import (its leading trivia without the indentation and blank lines).
    let comments: [String]
    /// The import as written, without leading trivia, with its same-line trailing comment.
    let text: String

    init(_ decl: ImportDeclSyntax) {
        self.decl = decl
        self.module = decl.path.first?.name.text ?? ""
        self.comments = decl.leadingTrivia.compactMap { piece -> String? in
            switch piece {
            case .lineComment(let text), .docLineComment(let text): return text
            case .blockComment(let text), .docBlockComment(let text): return text
            default: return nil
            }
        }
        self.text = decl.with(\.leadingTrivia, []).description.trimmingTrailingWhitespace()
    }

    /// `public`, `package`, … when the import has an access level (Swift 6 access-level imports).
    var accessLevel: String? {
        decl.modifiers.first { Self.accessRank[$0.name.text] != nil }?.name.text
    }

    var isExported: Bool {
        decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" }
    }

    /// `import struct SwiftUI.Color` and `import SwiftUI.Color`: narrower than the whole module.
    var isScoped: Bool { decl.importKindSpecifier != nil || decl.path.count > 1 }

    static let accessRank = ["private": 0, "fileprivate": 1, "internal": 2, "package": 3, "public": 4, "open": 5]
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" { text.removeLast() }
        return text
    }
}
