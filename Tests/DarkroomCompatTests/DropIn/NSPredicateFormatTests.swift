import DarkroomCompat
import Foundation
import Testing

@Suite("NSPredicate(format:) for comparisons of SELF")
struct NSPredicateFormatTests {
    @Test func matchesIsAWholeStringRegularExpression() {
        let hex = NSPredicate(format: "SELF MATCHES %@", "[a-fA-F0-9]+")
        #expect(hex.evaluate(with: "abcDEF012"))
        #expect(!hex.evaluate(with: "abcx"))
        #expect(!hex.evaluate(with: "#abc"), "the whole string must match")
    }

    @Test func stringComparisonsAndTheirOptions() {
        #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "BC").evaluate(with: "abcd"))
        #expect(!NSPredicate(format: "SELF CONTAINS %@", "BC").evaluate(with: "abcd"))
        #expect(NSPredicate(format: "SELF BEGINSWITH %@", "ab").evaluate(with: "abcd"))
        #expect(NSPredicate(format: "SELF ENDSWITH %@", "cd").evaluate(with: "abcd"))
        #expect(NSPredicate(format: "SELF LIKE %@", "*.png").evaluate(with: "icon.png"))
        #expect(NSPredicate(format: "SELF == 'x'").evaluate(with: "x"))
    }

    @Test func aFormatNotUnderstoodIsFalseForEverything() {
        #expect(!NSPredicate(format: "name == %@", "x").evaluate(with: "x"))
    }
}
