import Foundation

extension String.StandardComparator {
    /// Foundation's localized standard comparison (Finder-like: numbers by value), which Foundation on Linux
    /// lacks. Darkroom stands in with the lexical comparator: tables carry comparators for their type only and
    /// never sort rows themselves.
    public static var localizedStandard: String.StandardComparator { .lexical }
}
