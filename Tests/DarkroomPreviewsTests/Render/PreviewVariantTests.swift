@testable import DarkroomPreviews
import DarkroomCompat
import XCTest

final class PreviewVariantTests: XCTestCase {
    func testKnownNamesAndCombinations() throws {
        for name in ["light", "dark", "rtl", "ltr", "boldText", "xSmall", "accessibility5", "locale=ar_EG",
                     "dark+rtl+accessibility2"] {
            XCTAssertEqual(try PreviewVariant(parsing: name).name, name)
        }
        XCTAssertThrowsError(try PreviewVariant(parsing: "sepia"))
        XCTAssertThrowsError(try PreviewVariant(parsing: "dark+huge"))
    }

    func testEnvironmentIsFixedUnlessTheVariantSetsIt() throws {
        var plain = EnvironmentValues()
        PreviewVariant.light.apply(to: &plain)
        XCTAssertEqual(plain.locale.identifier, "en_US")
        XCTAssertEqual(plain.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(plain.calendar.identifier, .gregorian)
        XCTAssertEqual(plain.colorScheme, .light)

        var styled = EnvironmentValues()
        try PreviewVariant(parsing: "dark+rtl+accessibility3+boldText+locale=de_DE").apply(to: &styled)
        XCTAssertEqual(styled.colorScheme, .dark)
        XCTAssertEqual(styled.layoutDirection, .rightToLeft)
        XCTAssertEqual(styled.dynamicTypeSize, .accessibility3)
        XCTAssertEqual(styled.legibilityWeight, .bold)
        XCTAssertEqual(styled.locale.identifier, "de_DE")
    }
}
