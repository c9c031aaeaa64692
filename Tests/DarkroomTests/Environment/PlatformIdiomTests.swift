@testable import Darkroom
import Foundation
import Testing

/// Text styles follow the platform idiom: iOS's Dynamic Type table by default, tvOS's published
/// sizes (HIG, Typography › tvOS) with `.platformIdiom(.tv)`.
@Suite struct PlatformIdiomTests {
    @Test func tvOSTextStylesHaveTVSizes() {
        var env = EnvironmentValues()
        env.platformIdiom = .tv
        let sizes: [Font.TextStyle: CGFloat] = [.title: 76, .title2: 57, .title3: 48, .headline: 38, .callout: 31,
                                               .body: 29, .caption: 25, .caption2: 23]
        for (style, points) in sizes {
            #expect(Font.system(style).resolve(in: env).size == points, "\(style)")
        }
        #expect(Font.body.resolve(in: env).weight == Font.Weight.medium.value)
        // Dynamic Type sizes are iOS's: tvOS ignores them.
        env.dynamicTypeSize = .xxxLarge
        #expect(Font.body.resolve(in: env).size == 29)
    }

    @Test func phoneIsTheDefault() throws {
        #expect(EnvironmentValues().platformIdiom == .phone)
        #expect(Font.body.resolve(in: EnvironmentValues()).size == 17)
        // One tvOS body line: 29 × 2444/2048 = 34.6, rounded up to 35 at @1x (pointfree-tvos: 65 pt
        // tall with 30 pt of padding).
        let line = try ViewRenderer(options: RenderOptions(scale: 1)).layout(Text("Checked").platformIdiom(.tv))
        #expect(line.frame.height == 35)
    }
}
