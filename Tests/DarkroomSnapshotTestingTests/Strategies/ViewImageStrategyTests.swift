import DarkroomSnapshotTesting
import Foundation
import Testing

/// A card as an app would write it.
private struct Card: View {
    var title = "Darkroom"
    var accent = Color.blue

    var body: some View {
        VStack(spacing: 8) {
            Text(title).font(.headline)
            RoundedRectangle(cornerRadius: 8).fill(accent).frame(width: 120, height: 40)
        }
        .padding()
    }
}

/// The view strategy through swift-snapshot-testing's own `verifySnapshot`: recording, matching,
/// failing with artifacts, and the container each layout gives.
@MainActor @Suite struct ViewImageStrategyTests {
    @Test func firstRunRecordsAndFailsSecondPasses() throws {
        let directory = try SnapshotTestSupport.scratchDirectory("record")
        let first = verifySnapshot(of: Card(), as: .image(layout: .device(config: .iPhoneSe)), named: "card",
                                   snapshotDirectory: directory)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let file = directory + "/firstRunRecordsAndFailsSecondPasses.card.linux.png"
        #expect(FileManager.default.fileExists(atPath: file))
        let second = verifySnapshot(of: Card(), as: .image(layout: .device(config: .iPhoneSe)), named: "card",
                                    snapshotDirectory: directory)
        #expect(second == nil)
        // Record mode `.all` writes and fails even when the snapshot matches.
        let recorded = withSnapshotTesting(record: .all) {
            verifySnapshot(of: Card(), as: .image(layout: .device(config: .iPhoneSe)), named: "card",
                           snapshotDirectory: directory)
        }
        #expect(recorded?.contains("Record mode is on") == true)
    }

    @Test func visibleChangeFailsWithThreeImagesWritten() throws {
        let directory = try SnapshotTestSupport.scratchDirectory("change")
        let strategy = Snapshotting<Card, UIImage>.image(perceptualPrecision: 0.98,
                                                         layout: .fixed(width: 200, height: 120))
        _ = verifySnapshot(of: Card(), as: strategy, named: "card", snapshotDirectory: directory)
        // One sRGB level off in the accent colour: ΔE < 2, within perceptual precision 0.98.
        let oneLevel = Color(red: 0, green: 122 / 255, blue: 254 / 255)
        #expect(verifySnapshot(of: Card(accent: oneLevel), as: strategy, named: "card",
                               snapshotDirectory: directory) == nil)
        let message = try #require(verifySnapshot(of: Card(accent: .red), as: strategy, named: "card",
                                                  snapshotDirectory: directory))
        #expect(message.contains("Snapshot \"card\" does not match reference."))
        #expect(message.contains("The percentage of pixels that match"))
        #expect(message.contains("pixels differ (400×240 px); largest ΔE 1994"))
        #expect(message.contains("Reference 400×240 px (200×120 pt @2x); new 400×240 px (200×120 pt @2x)."))
        let folder = try #require(SnapshotTestSupport.artifactsFolder(in: message))
        for name in ["reference.png", "failure.png", "difference.png"] {
            let image = UIImage(contentsOfFile: folder + "/" + name)
            #expect(image?.cgImage?.width == 400, "\(name)")
        }
    }

    @Test func deviceLayoutIsTheDeviceSizeWithItsSafeArea() throws {
        let image = SnapshotTestSupport.take(Color.red, .image(layout: .device(config: .iPhoneSe)))
        #expect(image.size == CGSize(width: 320, height: 568))
        #expect(image.scale == 2)
        #expect(image.cgImage?.width == 640)
        // The status bar's 20 pt stay the system background; the content (system red) fills the rest.
        #expect(SnapshotTestSupport.rgb(image, 100, 10)! == (255, 255, 255))
        #expect(SnapshotTestSupport.rgb(image, 100, 60)! == (255, 59, 48))
        let x = SnapshotTestSupport.take(Color.red, .image(layout: .device(config: .iPhoneX(.landscape))))
        #expect(x.cgImage?.width == 812 * 3)
        #expect(SnapshotTestSupport.rgb(x, 10, 300)! == (255, 255, 255))
        #expect(SnapshotTestSupport.rgb(x, 44 * 3 + 10, 300)! == (255, 59, 48))
    }

    @Test func fixedLayoutCentresAndSizeThatFitsFits() {
        let square = Color.green.frame(width: 10, height: 10)
        let fixed = SnapshotTestSupport.take(square, .image(layout: .fixed(width: 50, height: 30)))
        #expect(fixed.cgImage?.width == 100)
        #expect(SnapshotTestSupport.rgb(fixed, 50, 30)! != (255, 255, 255))
        #expect(SnapshotTestSupport.rgb(fixed, 5, 5)! == (255, 255, 255))
        let fits = SnapshotTestSupport.take(square, .image(layout: .sizeThatFits))
        #expect(fits.size == CGSize(width: 10, height: 10))
        let scaled = SnapshotTestSupport.take(square, .image(traits: .init(displayScale: 3)))
        #expect(scaled.cgImage?.width == 30)
    }

    @Test func darkTraitsUseTheDarkBackgroundAndScheme() {
        let text = Text("Dark").padding()
        let light = SnapshotTestSupport.take(text, .image(layout: .fixed(width: 80, height: 40)))
        let dark = SnapshotTestSupport.take(text, .image(layout: .fixed(width: 80, height: 40),
                                                         traits: .init(userInterfaceStyle: .dark)))
        #expect(SnapshotTestSupport.rgb(light, 1, 1)! == (255, 255, 255))
        #expect(SnapshotTestSupport.rgb(dark, 1, 1)! == (0, 0, 0))
        // The device's traits and the override merge: iPhone SE's @2x stays, the style changes.
        let device = SnapshotTestSupport.take(text, .image(layout: .device(config: .iPhoneSe),
                                                           traits: .init(userInterfaceStyle: .dark)))
        #expect(device.scale == 2)
        #expect(SnapshotTestSupport.rgb(device, 1, 1)! == (0, 0, 0))
    }

    @Test func contentSizeCategoryScalesTextStyles() {
        let text = Text("Dynamic Type")
        let small = SnapshotTestSupport.take(text, .image(traits: .init(preferredContentSizeCategory: .extraSmall)))
        let large = SnapshotTestSupport.take(
            text, .image(traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)))
        #expect(large.size.width > small.size.width * 1.5)
    }

    @Test func layoutDirectionMirrorsStacks() {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        let ltr = SnapshotTestSupport.take(row, .image(traits: .init(displayScale: 1)))
        let rtl = SnapshotTestSupport.take(row, .image(traits: .init(traitsFrom: [
            .init(displayScale: 1), .init(layoutDirection: .rightToLeft),
        ])))
        #expect(SnapshotTestSupport.rgb(ltr, 2, 2)! == (255, 59, 48))
        #expect(SnapshotTestSupport.rgb(rtl, 2, 2)! == (0, 122, 255))
    }
}
