import Foundation

/// Fills a translation's format with the arguments of the string being localized, as
/// `String(format:)` and `NSStringLocalizedFormatKey` do: chooses plural and device variations,
/// expands `%#@name@` substitutions, then writes each `%` specifier's argument.
struct LocalizedFormatter {
    /// An argument as interpolated into a `LocalizedStringKey` or `String.LocalizationValue`.
    struct Argument {
        /// How the argument reads as text.
        var text: String
        /// Its value, when it is a number (selects plural variations; fills `%d`, `%f`…).
        var number: Double?
        /// Fraction digits it is written with (CLDR's `v`), for plural rules.
        var fractionDigits = 0
        /// Written instead of `text` for `%@` (a placeholder that keeps an interpolated `Text`'s style).
        var object: String?
    }

    var arguments: [Argument]
    var language: String
    /// The device for device variations (`iphone`, `ipad`, `mac`, `appletv`…).
    var device = "iphone"

    /// The translation with its arguments in place.
    func format(_ entry: LocalizedEntry) -> String {
        let chosen = choose(entry.template, argument: arguments.firstIndex { $0.number != nil })
        // A string without arguments is shown as written (`%` included), as SwiftUI shows it.
        guard !arguments.isEmpty else { return chosen }
        return fill(expand(chosen, entry: entry, depth: 0))
    }

    private func choose(_ template: LocalizedTemplate, argument: Int?) -> String {
        switch template {
        case .format(let s): return s
        case .device(let cases):
            let t = cases[device] ?? (device == "ipod" ? cases["iphone"] : nil) ?? cases["other"] ?? cases.values.first
            return t.map { choose($0, argument: argument) } ?? ""
        case .plural(let cases):
            guard let t = pluralCase(cases, argument: argument) else { return "" }
            return choose(t, argument: argument)
        }
    }

    private func pluralCase(_ cases: [String: LocalizedTemplate], argument: Int?) -> LocalizedTemplate? {
        guard let index = argument, index < arguments.count, let n = arguments[index].number else {
            return cases["other"] ?? cases.values.first
        }
        if n == 0, let zero = cases["zero"] { return zero }
        let category = PluralRules.category(of: n, language: language,
                                            visibleFractionDigits: arguments[index].fractionDigits)
        return cases[category] ?? cases["other"] ?? cases.values.first
    }

    /// Replaces each `%#@name@` with its substitution's chosen variation (whose `%arg` becomes the
    /// substitution's own argument), keeping argument positions as Foundation does.
    private func expand(_ format: String, entry: LocalizedEntry, depth: Int) -> String {
        guard format.contains("#@"), depth < 4 else { return format }
        var out = ""
        var position = 0
        var i = format.startIndex
        while i < format.endIndex {
            guard format[i] == "%" else { out.append(format[i]); i = format.index(after: i); continue }
            guard let spec = Specifier.parse(format, at: i) else {
                out.append(format[i]); i = format.index(after: i); continue
            }
            if spec.conversion == "%" { out += "%%"; i = spec.end; continue }
            let argument = spec.position.map { $0 - 1 } ?? position
            if spec.position == nil { position += 1 }
            if let name = spec.variable, let sub = entry.substitutions[name] {
                let index = sub.argument.map { $0 - 1 } ?? argument
                var text = choose(sub.template, argument: index)
                let own = "%\(index + 1)$\(sub.formatSpecifier)"
                text = text.replacingOccurrences(of: "%arg", with: own)
                if sub.argument == nil {
                    // A .stringsdict variation's own `%d` is the variable's argument.
                    text = Self.pinUnpositioned(text, to: index + 1)
                }
                out += expand(text, entry: entry, depth: depth + 1)
            } else {
                out += String(format[i..<spec.end])
            }
            i = spec.end
        }
        return out
    }

    /// Gives unnumbered specifiers in a variation the argument number of its variable.
    private static func pinUnpositioned(_ text: String, to argument: Int) -> String {
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i] == "%", let spec = Specifier.parse(text, at: i), spec.conversion != "%",
                  spec.variable == nil, spec.position == nil else {
                out.append(text[i]); i = text.index(after: i); continue
            }
            out += "%\(argument)$" + text[text.index(after: i)..<spec.end]
            i = spec.end
        }
        return out
    }

    /// Writes every specifier's argument into the format.
    func fill(_ format: String) -> String {
        var out = ""
        var position = 0
        var i = format.startIndex
        while i < format.endIndex {
            guard format[i] == "%", let spec = Specifier.parse(format, at: i) else {
                out.append(format[i]); i = format.index(after: i); continue
            }
            defer { i = spec.end }
            if spec.conversion == "%" { out += "%"; continue }
            let index = spec.position.map { $0 - 1 } ?? position
            if spec.position == nil { position += 1 }
            guard index >= 0, index < arguments.count else { out += String(format[i..<spec.end]); continue }
            out += write(arguments[index], spec)
        }
        return out
    }

    private func write(_ a: Argument, _ spec: Specifier) -> String {
        let flags = spec.flags
        switch spec.conversion {
        case "@", "s", "S":
            return a.object ?? a.text
        case "d", "i", "D":
            guard let n = a.number, n.isFinite, abs(n) < 9.2e18 else { return a.text }
            return String(format: "%\(flags)lld", Int64(n))
        case "u", "U", "x", "X", "o", "O", "c", "C":
            guard let n = a.number, n.isFinite, abs(n) < 1.8e19 else { return a.text }
            let conv = spec.conversion == "c" || spec.conversion == "C" ? "c" : String(spec.conversion).lowercased()
            let c = spec.conversion == "X" ? "X" : conv
            return n < 0 ? String(format: "%\(flags)lld", Int64(n)) : String(format: "%\(flags)ll\(c)", UInt64(n))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let n = a.number else { return a.text }
            return String(format: "%\(flags)\(spec.conversion)", n)
        default:
            return a.text
        }
    }

    /// One `%` specifier: `%[n$][flags][width][.precision][length]conversion` or `%#@name@`.
    struct Specifier {
        var position: Int?
        var flags: String
        var conversion: Character
        var variable: String?
        var end: String.Index

        static func parse(_ s: String, at start: String.Index) -> Specifier? {
            var i = s.index(after: start)
            guard i < s.endIndex else { return nil }
            if s[i] == "%" { return Specifier(position: nil, flags: "", conversion: "%", end: s.index(after: i)) }
            // A position: digits then `$`.
            var position: Int?
            var j = i
            while j < s.endIndex, s[j].isASCII, s[j].isNumber { j = s.index(after: j) }
            if j > i, j < s.endIndex, s[j] == "$" {
                position = Int(s[i..<j]); i = s.index(after: j)
            }
            guard i < s.endIndex else { return nil }
            if s[i] == "#", s.index(after: i) < s.endIndex, s[s.index(after: i)] == "@" {
                let nameStart = s.index(i, offsetBy: 2)
                guard let close = s[nameStart...].firstIndex(of: "@") else { return nil }
                return Specifier(position: position, flags: "", conversion: "@",
                                 variable: String(s[nameStart..<close]), end: s.index(after: close))
            }
            var flags = ""
            while i < s.endIndex, "-+ #0'123456789.*".contains(s[i]) { flags.append(s[i]); i = s.index(after: i) }
            // Length modifiers are dropped: Darkroom writes every integer as 64 bits.
            while i < s.endIndex, "hlqLzjt".contains(s[i]) { i = s.index(after: i) }
            guard i < s.endIndex, s[i].isLetter || s[i] == "@" else { return nil }
            return Specifier(position: position, flags: flags, conversion: s[i], end: s.index(after: i))
        }
    }
}
