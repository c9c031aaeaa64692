import Foundation
import Testing
@testable import Darkroom

/// The global accent colour is found whatever the case of its set's name (`accentColor` as well as Xcode's
/// `AccentColor`), as a project's asset compiler finds it; other colour names keep their exact case.
@Suite struct AccentColorNameTests {
    @Test func aLowerCaseAccentColorSetTintsTheApp() throws {
        let fixture = try ResourceFixture()
        defer { fixture.remove() }
        try fixture.write("App/Assets.xcassets/accentColor.colorset/Contents.json",
                          ResourceFixture.colorSet([("", "srgb", "0x00", "0x80", "0x80", "1.000")]))
        let swatch = Color.accentColor.frame(width: 4, height: 4)
        #expect(try AssetCatalogTests.pixel(AssetCatalogTests.render(swatch, fixture)) == (0, 128, 128, 255))
        // A named colour is still looked up exactly: `Color("AccentColor")` is not this set.
        let named = Color("AccentColor").frame(width: 4, height: 4)
        #expect(try AssetCatalogTests.pixel(AssetCatalogTests.render(named, fixture)).3 == 0)
    }
}
