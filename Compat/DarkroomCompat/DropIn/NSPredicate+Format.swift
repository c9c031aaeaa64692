#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension NSPredicate {
    /// A predicate from a format string, as Foundation on Apple platforms parses it; swift-corelibs-foundation
    /// has no predicate parser (its `init(format:_:)` is unavailable, and this one is chosen over it).
    ///
    /// Understood: a comparison of the evaluated string itself, `SELF <operator> %@`, with `MATCHES` (a regular
    /// expression matching the whole string), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` (`*` and `?`
    /// wildcards) or `==`, each optionally `[c]` (case-insensitive) or `[d]` (diacritic-insensitive). Any other
    /// format makes a predicate that is false for every object.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        let test = PredicateFormat(predicateFormat, argument: args.first.map { "\($0)" })
        self.init(block: { object, _ in
            guard let test, let text = object as? String ?? (object as? NSString).map({ $0 as String }) else {
                return false
            }
            return test.matches(text)
        })
    }
}

/// `SELF <operator>[options] %@`, parsed.
private struct PredicateFormat {
    let operation: String
    let options: String.CompareOptions
    let value: String

    init?(_ format: String, argument: String?) {
        let words = format.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 3, words[0].uppercased() == "SELF" else { return nil }
        var operation = words[1].uppercased()
        var options: String.CompareOptions = []
        if let bracket = operation.firstIndex(of: "[") {
            let flags = operation[bracket...].lowercased()
            if flags.contains("c") { options.insert(.caseInsensitive) }
            if flags.contains("d") { options.insert(.diacriticInsensitive) }
            operation = String(operation[..<bracket])
        }
        guard ["MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "==", "="].contains(operation) else {
            return nil
        }
        let token = words[2]
        if token == "%@", let argument {
            value = argument
        } else if token.count >= 2, let first = token.first, first == "'" || first == "\"", token.last == first {
            value = String(token.dropFirst().dropLast())
        } else {
            return nil
        }
        self.operation = operation
        self.options = options
    }

    func matches(_ text: String) -> Bool {
        switch operation {
        case "MATCHES":
            return text.range(of: "^(?:\(value))$", options: options.union(.regularExpression)) != nil
        case "CONTAINS": return text.range(of: value, options: options) != nil
        case "BEGINSWITH": return text.range(of: value, options: options.union(.anchored)) != nil
        case "ENDSWITH": return text.range(of: value, options: options.union([.anchored, .backwards])) != nil
        case "LIKE":
            let pattern = NSRegularExpression.escapedPattern(for: value)
                .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
            return text.range(of: "^\(pattern)$", options: options.union(.regularExpression)) != nil
        default: return text.compare(value, options: options) == .orderedSame
        }
    }
}
#endif
