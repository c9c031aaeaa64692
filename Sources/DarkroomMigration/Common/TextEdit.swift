import SwiftSyntax

/// A replacement of a byte range of the original text. Tools collect edits and apply them once, so every byte
/// they do not touch — comments, blank lines, formatting — stays as written.
struct TextEdit {
    let start: AbsolutePosition
    let end: AbsolutePosition
    let replacement: String

    /// Applies non-overlapping edits to `text`; overlapping ones (a later edit inside an earlier one) are dropped.
    static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        var lastStart = Int.max
        for edit in edits.sorted(by: { $0.start.utf8Offset > $1.start.utf8Offset }) {
            guard edit.end.utf8Offset <= lastStart else { continue }
            bytes.replaceSubrange(edit.start.utf8Offset..<edit.end.utf8Offset, with: Array(edit.replacement.utf8))
            lastStart = edit.start.utf8Offset
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension SyntaxProtocol {
    /// The whitespace after the last newline of the node's leading trivia.
    var indentation: String {
        var indent = ""
        for piece in leadingTrivia {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: indent = ""
            case .spaces(let n): indent += String(repeating: " ", count: n)
            case .tabs(let n): indent += String(repeating: "\t", count: n)
            default: indent = ""
            }
        }
        return indent
    }
}
