/// One error the compiler reported, at the original file and line (scratch copies map lines back with
/// `#sourceLocation`).
public struct Diagnostic: Equatable, Sendable {
    /// The file as the compiler named it (relative to the folder the tool was pointed at), or `nil`.
    public var file: String?
    /// The 1-based line, or 0 when the compiler gave none.
    public var line: Int
    /// The column, or 0.
    public var column: Int
    /// The message after `error:`.
    public var message: String
    /// Places the notes after the error point at (`file`, `line`): where an error inside a macro's expansion
    /// came from, for one.
    public var notes: [Place] = []

    /// A file and line a note names.
    public struct Place: Equatable, Sendable {
        /// The file as the compiler named it.
        public var file: String
        /// The 1-based line.
        public var line: Int

        /// Line `line` of `file`.
        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }

    /// An error at `file`:`line`:`column`.
    public init(file: String?, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line: message`, as a report shows it.
    public var text: String {
        guard let file else { return message }
        return "\(file):\(line): \(message)"
    }

    /// The errors in a compiler's output (`path:line:col: error: message` lines; notes and warnings skipped).
    public static func errors(in output: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for raw in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            if let range = line.range(of: ": note: "), !found.isEmpty,
               let place = place(String(line[..<range.lowerBound])) {
                found[found.count - 1].notes.append(Place(file: place.file, line: place.line))
                continue
            }
            if line.hasPrefix("error: ") {
                found.append(Diagnostic(file: nil, line: 0, column: 0, message: String(line.dropFirst(7))))
                continue
            }
            guard let range = line.range(of: ": error: ") else { continue }
            let message = String(line[range.upperBound...])
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            if place.count >= 3, let lineNumber = Int(place[place.count - 2]),
               let column = Int(place[place.count - 1]) {
                let file = place.dropLast(2).joined(separator: ":")
                found.append(Diagnostic(file: file, line: lineNumber, column: column, message: message))
            } else {
                found.append(Diagnostic(file: nil, line: 0, column: 0, message: message))
            }
        }
        return found
    }

    private static func place(_ text: String) -> (file: String, line: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), Int(parts[parts.count - 1]) != nil else {
            return nil
        }
        return (parts.dropLast(2).joined(separator: ":"), line)
    }
}
