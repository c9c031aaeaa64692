import Foundation

/// A translation as string tables store it: a format string, or variations of one chosen by a
/// number's plural category or by the device.
indirect enum LocalizedTemplate: Sendable {
    /// A format string (`%@`, `%lld`, `%1$@`, `%#@name@` …).
    case format(String)
    /// By CLDR plural category (`zero`, `one`, `two`, `few`, `many`, `other`) of a number argument.
    case plural([String: LocalizedTemplate])
    /// By device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `other`).
    case device([String: LocalizedTemplate])
}

/// One key's translation in one language, with the named substitutions its format refers to
/// (`%#@apples@` in a string catalog or a `.stringsdict`).
struct LocalizedEntry: Sendable {
    /// A substitution: which argument selects its variation and the specifier that argument is
    /// written with (`%arg` in a string catalog's variations).
    struct Substitution: Sendable {
        /// 1-based argument number; `nil` takes the argument at the substitution's position.
        var argument: Int?
        var formatSpecifier: String
        var template: LocalizedTemplate
    }
    var template: LocalizedTemplate
    var substitutions: [String: Substitution] = [:]
}

/// The strings of one table in one language: key → translation.
typealias LocalizedTable = [String: LocalizedEntry]
