import Foundation

/// The inline Markdown subset SwiftUI applies to `Text` string literals
/// (`AttributedString(markdown:options: .inlineOnlyPreservingWhitespace)`):
/// `**strong**` / `__strong__`, `*emphasis*` / `_emphasis_`, `***both***`,
/// backtick code spans, `~~strikethrough~~`, `[link](url)` and backslash escapes.
/// Whitespace and newlines are kept as written; block syntax (headings, lists)
/// stays literal text, as in SwiftUI.
///
/// Foundation on Linux has no Markdown parser (`AttributedString(markdown:)` is
/// Apple-only), so Darkroom parses this subset itself.
///
/// Searches for closing delimiters share a budget of `workPerScalar` steps per
/// character of input: hostile input full of unmatched `*`, `` ` `` or `[`
/// would otherwise cost time quadratic in its length. Once the budget is
/// spent, remaining markup reads as literal text.
struct InlineMarkdown {
    private let s: [Unicode.Scalar]
    /// Steps left for delimiter searches (shared by copies of the parser).
    private let work: WorkBudget

    static let workPerScalar = 16

    final class WorkBudget {
        var remaining: Int
        init(_ remaining: Int) { self.remaining = remaining }
        /// Takes one step; `false` once the budget is spent.
        func step() -> Bool {
            remaining -= 1
            return remaining >= 0
        }
    }
    /// Called for every literal stretch with the attributes in effect.
    private var output: [(String, Text.Attributes)] = []

    private init(_ text: String) {
        // Text past InputLimits.maxTextBytes is never laid out, so it is not parsed either.
        s = Array(text.unicodeScalars.prefix(InputLimits.maxTextBytes))
        work = WorkBudget(s.count * Self.workPerScalar + 4096)
    }

    /// Literal stretches of `text` with their Markdown attributes.
    static func parse(_ text: String) -> [(String, Text.Attributes)] {
        var parser = InlineMarkdown(text)
        parser.parse(0, parser.s.count, Text.Attributes())
        // Merge neighbours with equal attributes so shaping sees long runs.
        var merged: [(String, Text.Attributes)] = []
        for (string, attrs) in parser.output where !string.isEmpty {
            if let last = merged.last, last.1 == attrs {
                merged[merged.count - 1].0 += string
            } else {
                merged.append((string, attrs))
            }
        }
        return merged
    }

    private mutating func emit(_ from: Int, _ to: Int, _ attrs: Text.Attributes) {
        guard to > from else { return }
        var string = ""
        string.unicodeScalars.append(contentsOf: s[from..<to])
        output.append((string, attrs))
    }

    private func isSpace(_ i: Int) -> Bool { i < 0 || i >= s.count || s[i].properties.isWhitespace }
    private func isWordChar(_ i: Int) -> Bool {
        i >= 0 && i < s.count && (s[i].properties.isAlphabetic || s[i].properties.numericType != nil)
    }
    private func runLength(of c: Unicode.Scalar, at i: Int, limit: Int) -> Int {
        var j = i
        while j < limit && s[j] == c { j += 1 }
        return j - i
    }

    private mutating func parse(_ start: Int, _ end: Int, _ attrs: Text.Attributes) {
        var literalStart = start
        var i = start
        while i < end {
            let c = s[i]
            if c == "\\", i + 1 < end, s[i + 1].properties.isASCIIHexDigit == false,
               "\\`*_{}[]()#+-.!~|<>\"'".unicodeScalars.contains(s[i + 1]) {
                emit(literalStart, i, attrs)
                emit(i + 1, i + 2, attrs)
                i += 2; literalStart = i
                continue
            }
            if c == "`" {
                let n = runLength(of: "`", at: i, limit: end)
                if let close = findCodeClose(from: i + n, length: n, end: end) {
                    emit(literalStart, i, attrs)
                    var a = attrs; a.monospaced = true
                    var from = i + n, to = close
                    // One space padding on both sides is stripped, as CommonMark does.
                    if to - from >= 2, s[from] == " ", s[to - 1] == " " { from += 1; to -= 1 }
                    emit(from, to, a)
                    i = close + n; literalStart = i
                } else {
                    i += n
                }
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                let run = runLength(of: c, at: i, limit: end)
                if let (inner, closeStart, closeEnd, style) = matchDelimiter(c, at: i, run: run, end: end) {
                    emit(literalStart, i, attrs)
                    var a = attrs
                    switch style {
                    case 1: a.italic = true
                    case 2 where c == "~": a.strikethrough = Text.LineStyle()
                    case 2: a.bold = true
                    default: a.bold = true; a.italic = true
                    }
                    parse(inner, closeStart, a)
                    i = closeEnd; literalStart = i
                } else {
                    i += run
                }
                continue
            }
            if c == "[", let (textEnd, urlStart, urlEnd) = matchLink(at: i, end: end) {
                emit(literalStart, i, attrs)
                var a = attrs
                var url = ""
                url.unicodeScalars.append(contentsOf: s[urlStart..<urlEnd])
                a.link = URL(string: url.trimmingCharacters(in: .whitespaces))
                parse(i + 1, textEnd, a)
                i = urlEnd + 1; literalStart = i
                continue
            }
            i += 1
        }
        emit(literalStart, end, attrs)
    }

    private func findCodeClose(from: Int, length: Int, end: Int) -> Int? {
        var j = from
        while j < end {
            guard work.step() else { return nil }
            if s[j] == "`" {
                let n = runLength(of: "`", at: j, limit: end)
                if n == length { return j }
                j += n
            } else {
                j += 1
            }
        }
        return nil
    }

    /// Finds the closing delimiter for an opening run at `i`. Returns the inner
    /// start, the closing delimiter's range and the emphasis level (1 italic,
    /// 2 bold or strikethrough, 3 bold italic).
    private func matchDelimiter(_ c: Unicode.Scalar, at i: Int, run: Int, end: Int) -> (Int, Int, Int, Int)? {
        let level = c == "~" ? (run == 2 ? 2 : 0) : min(run, 3)
        guard level > 0, !isSpace(i + run) else { return nil }
        // `_` does not open or close inside a word (snake_case stays literal).
        if c == "_" && isWordChar(i - 1) { return nil }
        var j = i + run
        while j < end {
            guard work.step() else { return nil }
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "`" {
                let n = runLength(of: "`", at: j, limit: end)
                j = (findCodeClose(from: j + n, length: n, end: end).map { $0 + n }) ?? (j + n)
                continue
            }
            if s[j] == c {
                let n = runLength(of: c, at: j, limit: end)
                let closeable = !isSpace(j - 1) && !(c == "_" && isWordChar(j + n))
                // A closing run matches its own length; a run of three may close any level.
                if closeable && (n == level || n == 3) {
                    // Close with the last `level` characters of the run, so `***x***` nests.
                    let closeStart = j + n - level
                    if level < run {
                        // Opening run longer than the level (cannot happen except `~`), treat literally.
                        return nil
                    }
                    return (i + run, closeStart, j + n, level)
                }
                j += n
                continue
            }
            j += 1
        }
        // `***x**` and similar: fall back to a shorter level.
        if level == 3 { return matchDelimiterFallback(c, at: i, end: end) }
        return nil
    }

    private func matchDelimiterFallback(_ c: Unicode.Scalar, at i: Int, end: Int) -> (Int, Int, Int, Int)? {
        // Treat the first character as literal and try `**` after it.
        guard let m = matchDelimiter(c, at: i + 1, run: 2, end: end) else { return nil }
        return (m.0, m.1, m.2, m.3)
    }

    /// `[text](url)`: the end of the text, and the url's range.
    private func matchLink(at i: Int, end: Int) -> (Int, Int, Int)? {
        var depth = 0
        var j = i
        while j < end {
            guard work.step() else { return nil }
            if s[j] == "\\" { j += 2; continue }
            if s[j] == "[" { depth += 1 }
            if s[j] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j < end, j + 1 < end, s[j + 1] == "(" else { return nil }
        var k = j + 2
        var parens = 0
        while k < end {
            guard work.step() else { return nil }
            if s[k] == "(" { parens += 1 }
            if s[k] == ")" {
                if parens == 0 { return (j, j + 2, k) }
                parens -= 1
            }
            if s[k] == " " || s[k] == "\n" { return nil }
            k += 1
        }
        return nil
    }
}

extension LocalizedStringKey {
    /// The key's segments: Markdown applied to the literal parts, interpolated
    /// strings verbatim, interpolated `Text` with its own styling on top.
    func markdownSegments() -> [Text.Segment] {
        var segments: [Text.Segment] = []
        for (string, attrs) in InlineMarkdown.parse(template) {
            var literal = ""
            func flush() {
                if !literal.isEmpty { segments.append(Text.Segment(string: literal, attributes: attrs)); literal = "" }
            }
            for scalar in string.unicodeScalars {
                guard let i = LocalizedStringKey.placeholderIndex(scalar), i < arguments.count else {
                    literal.unicodeScalars.append(scalar)
                    continue
                }
                flush()
                switch arguments[i] {
                case .string(let value, _, _):
                    segments.append(Text.Segment(string: value, attributes: attrs))
                case .text(let box):
                    for var segment in box.text.segments {
                        segment.attributes = segment.attributes.layered(over: attrs)
                        segments.append(segment)
                    }
                }
            }
            flush()
        }
        return segments
    }
}

extension Text.Attributes {
    /// These attributes where set, `outer`'s elsewhere (an interpolated `Text`
    /// inside a styled literal keeps both).
    func layered(over outer: Text.Attributes) -> Text.Attributes {
        var a = self
        a.font = font ?? outer.font
        a.weight = weight ?? outer.weight
        a.bold = bold || outer.bold
        a.italic = italic || outer.italic
        a.monospaced = monospaced || outer.monospaced
        a.design = design ?? outer.design
        a.monospacedDigit = monospacedDigit || outer.monospacedDigit
        if color == nil && style == nil { a.color = outer.color; a.style = outer.style }
        a.underline = underline ?? outer.underline
        a.strikethrough = strikethrough ?? outer.strikethrough
        a.kerning = kerning ?? outer.kerning
        a.tracking = tracking ?? outer.tracking
        a.baselineOffset = baselineOffset ?? outer.baselineOffset
        a.link = link ?? outer.link
        return a
    }
}
