// The per-channel measure comes through DarkroomSnapshotTesting's `@_spi(Comparison)`: this suite is part of
// the corpora package, which cannot see the root package's `package` comparison module.
import DarkroomCompat
@_spi(Comparison) import DarkroomSnapshotTesting
import Foundation
import MigrationCorpusAfter
import MigrationCorpusBefore
import Testing

/// Every rewritten corpus case rendered through its legacy code (`MigrationCorpusBefore`: only the imports
/// adopted) and its migrated code (`MigrationCorpusAfter`: `darkroom migrate` then `darkroom adopt`) gives the same
/// image size and, within the parity tolerance of docs/legacy.md, the same pixels.
@MainActor
@Suite struct BeforeAfterRenderTests {
    /// Parity tolerance (docs/legacy.md): mean absolute difference per premultiplied channel ≤ 2.5 and at most
    /// 6 % of pixels more than 32 off in any channel.
    static let maxMeanDifference = 2.5
    static let maxDifferingShare = 0.06
    /// A pixel is off when some channel differs by more than this.
    static let offLevels = 32

    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let before: @MainActor @Sendable () -> UIImage
        let after: @MainActor @Sendable () -> UIImage
        /// Image size in pixels that the legacy recipe documents (points × its scale).
        let pixels: (width: Int, height: Int)?
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        // Sized by the content's ideal size (`intrinsicContentSize`): no documented pixel size.
        Case(name: "L1IntrinsicSize", before: { MigrationCorpusBefore.renderL1IntrinsicSize() },
             after: { MigrationCorpusAfter.renderL1IntrinsicSize() }, pixels: nil),
        Case(name: "MainActorKept", before: { MigrationCorpusBefore.renderMainActorKept() },
             after: { MigrationCorpusAfter.renderMainActorKept() }, pixels: nil),
        Case(name: "L2ExplicitSize", before: { MigrationCorpusBefore.renderL2ExplicitSize() },
             after: { MigrationCorpusAfter.renderL2ExplicitSize() }, pixels: (400, 300)),
        Case(name: "L2FormatScale", before: { MigrationCorpusBefore.renderL2FormatScale() },
             after: { MigrationCorpusAfter.renderL2FormatScale() }, pixels: (640, 240)),
        Case(name: "L3Window", before: { MigrationCorpusBefore.renderL3Window() },
             after: { MigrationCorpusAfter.renderL3Window() }, pixels: (360, 240)),
        Case(name: "L3RootViewController", before: { MigrationCorpusBefore.renderL3RootViewController() },
             after: { MigrationCorpusAfter.renderL3RootViewController() }, pixels: (300, 160)),
        Case(name: "L3SplitHelper", before: { MigrationCorpusBefore.renderL3SplitHelper() },
             after: { MigrationCorpusAfter.renderL3SplitHelper() }, pixels: (300, 140)),
        Case(name: "L3Opaque", before: { MigrationCorpusBefore.renderL3Opaque() },
             after: { MigrationCorpusAfter.renderL3Opaque() }, pixels: (320, 220)),
        Case(name: "L3ScaleOne", before: { MigrationCorpusBefore.renderL3ScaleOne() },
             after: { MigrationCorpusAfter.renderL3ScaleOne() }, pixels: (140, 110)),
        Case(name: "L4SizeThatFits", before: { MigrationCorpusBefore.renderL4SizeThatFits() },
             after: { MigrationCorpusAfter.renderL4SizeThatFits() }, pixels: nil),
        Case(name: "L5ViewHelper", before: { MigrationCorpusBefore.renderL5ViewHelper() },
             after: { MigrationCorpusAfter.renderL5ViewHelper() }, pixels: (340, 200)),
        Case(name: "L5ParameterHelper", before: { MigrationCorpusBefore.renderL5ParameterHelper() },
             after: { MigrationCorpusAfter.renderL5ParameterHelper() }, pixels: (380, 260)),
        // Shapes real code wraps the recipes in: a helper property, an `if let` width, a stored result, an `if let`
        // on the hosting view, an optional size, a static generic helper and a closure.
        Case(name: "SeedHelperProperty", before: { MigrationCorpusBefore.renderSeedHelperProperty() },
             after: { MigrationCorpusAfter.renderSeedHelperProperty() }, pixels: nil),
        Case(name: "IfLetWidth", before: { MigrationCorpusBefore.renderIfLetWidth() },
             after: { MigrationCorpusAfter.renderIfLetWidth() }, pixels: nil),
        Case(name: "IfLetWidthIdeal", before: { MigrationCorpusBefore.renderIfLetWidthIdeal() },
             after: { MigrationCorpusAfter.renderIfLetWidthIdeal() }, pixels: nil),
        Case(name: "StoredImage", before: { MigrationCorpusBefore.renderStoredImage() },
             after: { MigrationCorpusAfter.renderStoredImage() }, pixels: (560, 320)),
        Case(name: "IfLetView", before: { MigrationCorpusBefore.renderIfLetView() },
             after: { MigrationCorpusAfter.renderIfLetView() }, pixels: nil),
        Case(name: "OptionalSizeGiven", before: { MigrationCorpusBefore.renderOptionalSizeGiven() },
             after: { MigrationCorpusAfter.renderOptionalSizeGiven() }, pixels: (480, 300)),
        Case(name: "OptionalSizeIdeal", before: { MigrationCorpusBefore.renderOptionalSizeIdeal() },
             after: { MigrationCorpusAfter.renderOptionalSizeIdeal() }, pixels: nil),
        Case(name: "StaticHelper", before: { MigrationCorpusBefore.renderStaticHelper() },
             after: { MigrationCorpusAfter.renderStaticHelper() }, pixels: nil),
        Case(name: "ClosureRecipe", before: { MigrationCorpusBefore.renderClosureRecipe() },
             after: { MigrationCorpusAfter.renderClosureRecipe() }, pixels: (440, 280)),
    ]

    /// Pixels with any alpha: a blank legacy image would match its migrated one trivially.
    static func visiblePixels(_ image: CGImage) -> Int {
        var visible = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.data[y * image.bytesPerRow + x * 4 + 3] > 0 { visible += 1 }
        }
        return visible
    }

    @Test(arguments: cases) func migratedCodeDrawsTheSameImage(_ entry: Case) throws {
        let before = try #require(entry.before().cgImage)
        let after = try #require(entry.after().cgImage)
        if let pixels = entry.pixels {
            #expect(before.width == pixels.width && before.height == pixels.height,
                    "legacy image \(before.width)x\(before.height)")
        }
        #expect(after.width == before.width && after.height == before.height,
                "\(entry.name): before \(before.width)x\(before.height), after \(after.width)x\(after.height)")
        guard let d = ChannelDifference(before, after) else { return }
        let visible = Self.visiblePixels(before)
        #expect(visible > before.width * before.height / 20, "\(entry.name): the legacy image is nearly blank")
        let mean = d.meanChannelDifference, share = d.share(differingByMoreThan: Self.offLevels)
        #expect(mean <= Self.maxMeanDifference, "\(entry.name): mean difference \(mean)")
        #expect(share <= Self.maxDifferingShare, "\(entry.name): \(share * 100) % of pixels > 32 off")
        print(String(format: "%@: %dx%d, mean %.3f, %.2f%% > 32 off", entry.name, before.width, before.height,
                     mean, share * 100))
    }
}
