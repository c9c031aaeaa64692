import Foundation

/// The SF Symbol names `Image(systemName:)` draws, each mapped to a glyph of
/// Material Design Icons (Debian package `fonts-materialdesignicons-webfont`;
/// font under the SIL Open Font License 1.1, icons under CC BY) or, for digits,
/// letters and a few signs, to a character of the text font.
///
/// The names are the ones public SwiftUI code uses most (see docs/drawing.md for the
/// sample). The table is text (`SymbolCatalog.table`) read once, on first use: a
/// literal dictionary of this size slows the compiler, and parsing it takes well under
/// a millisecond (`Benchmarks/Symbols`).
enum SymbolCatalog {
    /// What one name draws.
    struct Entry: Hashable, Sendable {
        /// The Material Design Icons name, or `text` for a character of the text font.
        let icon: String
        /// The character's code point in its font.
        let codePoint: UInt32
        /// Whether the glyph comes from the text font rather than the icon font.
        var isText: Bool { icon == "text" }
    }

    /// Every name in the table.
    static let entries: [String: Entry] = parse(table)

    /// Reads the table's lines (`name icon hex`); malformed lines are skipped, so a bad
    /// edit loses one name rather than every symbol (the catalogue tests count them).
    /// Scans UTF-8 bytes: splitting `String`s by `Character` costs tens of milliseconds here.
    static func parse(_ text: String) -> [String: Entry] {
        var result: [String: Entry] = [:]
        result.reserveCapacity(1024)
        var fields: [String] = []
        var field: [UInt8] = []
        func endField() {
            if !field.isEmpty { fields.append(String(decoding: field, as: UTF8.self)) }
            field.removeAll(keepingCapacity: true)
        }
        func endLine() {
            endField()
            if fields.count == 3, let code = UInt32(fields[2], radix: 16) {
                result[fields[0]] = Entry(icon: fields[1], codePoint: code)
            }
            fields.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): endLine()
            case UInt8(ascii: " "): endField()
            default: field.append(byte)
            }
        }
        endLine()
        return result
    }
}
