// The per-channel measure comes through DarkroomSnapshotTesting's `@_spi(Comparison)`, as in the migration corpus.
import DarkroomCompat
@_spi(Comparison) import DarkroomSnapshotTesting
import Foundation
import PublicRecipesAfter
import PublicRecipesBefore
import Testing

/// Every UIKit recipe of the public-recipes corpus, rendered through its published code (`PublicRecipesBefore`: only
/// the imports adopted) and through what `darkroom migrate` made of it (`PublicRecipesAfter`), gives the same image
/// size and, within the parity tolerance of docs/legacy.md, the same pixels; the AppKit recipe renders its frame.
@MainActor
@Suite struct PublicRecipesRenderTests {
    /// Parity tolerance (docs/legacy.md), as the migration corpus uses it.
    static let maxMeanDifference = 2.5
    static let maxDifferingShare = 0.06
    static let offLevels = 32

    /// Image sizes in pixels that the recipes document (points × the scale their code asks for).
    static var documentedPixels: [String: (Int, Int)] {
        let screen = UIScreen.main.scale
        let bounds = UIScreen.main.bounds.size
        return [
            "ZamaTakeScreenshot": (Int(bounds.width * screen), Int(bounds.height * screen)),
            "NutterfiUIImage": (Int(240 * screen), Int(120 * screen)),
        ]
    }

    static func visiblePixels(_ image: CGImage) -> Int {
        var visible = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.data[y * image.bytesPerRow + x * 4 + 3] > 0 { visible += 1 }
        }
        return visible
    }

    @Test func everyRecipeDrawsTheSameImageBeforeAndAfter() throws {
        let before = PublicRecipesBefore.RecipeDriver.renders()
        let after = PublicRecipesAfter.RecipeDriver.renders()
        #expect(before.count == 5 && after.map(\.name) == before.map(\.name))
        for (old, new) in zip(before, after) {
            let legacy = try #require(old.image?.cgImage, "\(old.name): no legacy image")
            let migrated = try #require(new.image?.cgImage, "\(new.name): no migrated image")
            if let (width, height) = Self.documentedPixels[old.name] {
                #expect(legacy.width == width && legacy.height == height,
                        "\(old.name): legacy image \(legacy.width)x\(legacy.height), documented \(width)x\(height)")
            }
            #expect(migrated.width == legacy.width && migrated.height == legacy.height,
                    "\(old.name): before \(legacy.width)x\(legacy.height), after \(migrated.width)x\(migrated.height)")
            guard let d = ChannelDifference(legacy, migrated) else { continue }
            #expect(Self.visiblePixels(legacy) > legacy.width * legacy.height / 50,
                    "\(old.name): the legacy image is nearly blank")
            let mean = d.meanChannelDifference, share = d.share(differingByMoreThan: Self.offLevels)
            #expect(mean <= Self.maxMeanDifference, "\(old.name): mean difference \(mean)")
            #expect(share <= Self.maxDifferingShare, "\(old.name): \(share * 100) % of pixels > 32 off")
            print(String(format: "%@: %dx%d, mean %.3f, %.2f%% > 32 off", old.name, legacy.width, legacy.height,
                         mean, share * 100))
            // PUBLIC_RECIPES_OUT=folder writes both images, to look at them.
            if let folder = ProcessInfo.processInfo.environment["PUBLIC_RECIPES_OUT"] {
                try old.image?.pngData()?.write(to: URL(fileURLWithPath: "\(folder)/\(old.name)-before.png"))
                try new.image?.pngData()?.write(to: URL(fileURLWithPath: "\(folder)/\(old.name)-after.png"))
            }
        }
    }

    @Test func appKitRecipeDrawsItsFrame() throws {
        let image = try #require(PublicRecipesBefore.RecipeDriver.appKitRender())
        #expect(image.size == CGSize(width: 220, height: 110))
        let cg = try #require(image.cgImage(forProposedRect: nil, context: nil, hints: nil))
        #expect(cg.width >= 220 && cg.height >= 110)
        #expect(Self.visiblePixels(cg) > cg.width * cg.height / 20, "the AppKit image is nearly blank")
        print("PovioRenderAsImage: \(cg.width)x\(cg.height) for a 220x110 frame")
    }
}
