import Darkroom
import DarkroomComparison
import Testing

@Suite struct ImageToleranceTests {
    /// Each preset allows what the one before it allows.
    @Test func presetsWidenInOrder() {
        let presets: [ImageTolerance] = [.rounding, .reference, .otherRasterizer]
        for (tight, loose) in zip(presets, presets.dropFirst()) {
            #expect(tight.maxChannelDifference <= loose.maxChannelDifference)
            #expect(tight.maxMeanChannelDifference <= loose.maxMeanChannelDifference)
            #expect(tight.maxVisiblyDifferingShare <= loose.maxVisiblyDifferingShare)
        }
        #expect(presets.allSatisfy { $0.visibleDifference == ImageTolerance.visibleDifference })
        #expect(ImageTolerance.visibleDifference == 24)
    }

    /// A tolerance's own visible threshold decides which pixels count against its share.
    @Test func visibleThresholdIsTheTolerances() throws {
        // 4 of 100 pixels 30 levels off: visible at 24, not at 32.
        let block = TestImages.picture(block: (0, 0, 2, 2), blockColour: (225, 225, 225, 255))
        let d = try #require(ImageDifference(TestImages.picture(), block))
        let at24 = ImageTolerance(
            maxChannelDifference: 255, maxMeanChannelDifference: 2.5, maxVisiblyDifferingShare: 0.03)
        var at32 = at24
        at32.visibleDifference = 32
        #expect(!d.isWithin(at24))
        #expect(d.isWithin(at32))
    }

    /// Each bound alone can fail a difference.
    @Test func everyBoundCounts() throws {
        let d = try #require(ImageDifference(TestImages.picture(), TestImages.picture(changed: (255, 252, 255, 255))))
        let loose = ImageTolerance(
            maxChannelDifference: 3, maxMeanChannelDifference: 0.0075, maxVisiblyDifferingShare: 0)
        #expect(d.isWithin(loose))
        var channel = loose
        channel.maxChannelDifference = 2
        #expect(!d.isWithin(channel))
        var mean = loose
        mean.maxMeanChannelDifference = 0.007
        #expect(!d.isWithin(mean))
        var share = loose
        share.visibleDifference = 2
        #expect(!d.isWithin(share))
    }
}
