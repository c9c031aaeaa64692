import Foundation

/// A `.strings` table: `"key" = "value";` lines with C comments, as Xcode writes them, in UTF-8 or
/// UTF-16 (with its byte-order mark); compiled tables (binary or XML property lists) too.
enum StringsFile {
    /// The table's entries; `nil` when the file cannot be read as a strings table.
    static func read(_ url: URL) -> [String: String]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        if data.starts(with: Array("bplist".utf8)) || data.starts(with: Array("<?xml".utf8)) {
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            return plist as? [String: String]
        }
        guard let text = decode(data) else { return nil }
        return parse(text)
    }

    static func decode(_ data: Data) -> String? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return String(data: body, encoding: .utf8)
    }

    /// Parses the text of a strings table. A malformed entry ends the parse; the entries before it
    /// are kept (Xcode would refuse the file; a render should not).
    static func parse(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var scanner = Scanner(Array(text.unicodeScalars))
        while true {
            scanner.skipTrivia()
            guard let key = scanner.token() else { break }
            scanner.skipTrivia()
            if scanner.consume(";") { out[key] = key; continue }
            guard scanner.consume("=") else { break }
            scanner.skipTrivia()
            guard let value = scanner.token() else { break }
            scanner.skipTrivia()
            _ = scanner.consume(";")
            out[key] = value
        }
        return out
    }

    private struct Scanner {
        let s: [Unicode.Scalar]
        var i = 0
        init(_ s: [Unicode.Scalar]) { self.s = s }

        mutating func consume(_ c: Unicode.Scalar) -> Bool {
            guard i < s.count, s[i] == c else { return false }
            i += 1
            return true
        }

        mutating func skipTrivia() {
            while i < s.count {
                if s[i].properties.isWhitespace { i += 1; continue }
                if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
                    i = min(i + 2, s.count)
                    continue
                }
                if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                    continue
                }
                break
            }
        }

        /// A quoted string with its escapes, or an unquoted word.
        mutating func token() -> String? {
            guard i < s.count else { return nil }
            var out = String.UnicodeScalarView()
            if s[i] != "\"" {
                while i < s.count, s[i].properties.isAlphabetic || s[i].properties.numericType != nil
                        || "_.-$:/".unicodeScalars.contains(s[i]) {
                    out.append(s[i]); i += 1
                }
                return out.isEmpty ? nil : String(out)
            }
            i += 1
            while i < s.count, s[i] != "\"" {
                if s[i] == "\\", i + 1 < s.count {
                    i += 1
                    switch s[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(s[(i + 1)..<min(i + 5, s.count)]))
                        if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) {
                            out.append(scalar); i += 4
                        } else {
                            out.append(s[i])
                        }
                    default: out.append(s[i])
                    }
                    i += 1
                    continue
                }
                out.append(s[i]); i += 1
            }
            guard i < s.count else { return nil }
            i += 1
            return String(out)
        }
    }
}
