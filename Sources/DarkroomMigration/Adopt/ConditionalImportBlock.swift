/// Writes the `#if canImport(…) … #else import Darkroom… #endif` block that replaces a group of imports.
struct ConditionalImportBlock {
    let imports: [ImportLine]
    /// `DarkroomCompat` or `DarkroomCharts`.
    let replacement: String
    /// The first import's comments are already above the block (they were above the first import of the span).
    var firstCommentsInPlace = false

    /// The block, each line indented by `indent`, without a trailing newline.
    func render(indent: String) -> String {
        var modules: [String] = []
        for line in imports where !modules.contains(line.module) { modules.append(line.module) }
        let condition = modules.map { "canImport(\($0))" }.joined(separator: " && ")
        var lines = ["#if \(condition)"]
        for (offset, line) in imports.enumerated() {
            if !(offset == 0 && firstCommentsInPlace) { lines += line.comments }
            lines.append(line.text)
        }
        lines.append("#else")
        lines.append(elseImport)
        lines.append("#endif")
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    /// `import DarkroomCompat`, as exported and as visible as the widest import it replaces.
    var elseImport: String {
        var words: [String] = []
        if imports.contains(where: \.isExported) { words.append("@_exported") }
        let widest = imports.compactMap(\.accessLevel).max { ImportLine.accessRank[$0]! < ImportLine.accessRank[$1]! }
        if let widest { words.append(widest) }
        words.append("import \(replacement)")
        return words.joined(separator: " ")
    }
}
