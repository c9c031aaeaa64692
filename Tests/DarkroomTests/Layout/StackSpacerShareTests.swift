import Foundation
import Testing
@testable import Darkroom

/// How stacks divide space between text and spacers: spacers are served after the other views of their
/// priority, which share what is left once the spacers' minimum lengths are set aside. iOS keeps the text of a
/// row of an icon, a text, a spacer and a trailing button on one line (recorded rows: SpeziViews' list row, a
/// `LabeledContent` and a switch row keep their labels whole).
@Suite("Layout: text and spacers in stacks")
struct StackSpacerShareTests {
    private let title = "Request Notification Permissions"

    @Test func rowTextKeepsItsIdealWidthBesideASpacer() throws {
        // 350 wide: icon 20, text, spacer, button 60. Gaps: icon–text 8 (no gap beside the spacer).
        // The text is served before the spacer with everything but the spacer's 8-point minimum:
        // 350 − 20 − 60 − 8 − 8 = 254, more than its ideal width, so it keeps that width on one line.
        let text = Text(title)
        let ideal = try layoutTree(text.accessibilityIdentifier("t")).frame.size
        #expect(ideal.width < 254)
        let p = try layoutTree(HStack {
            block("icon", 20, 20)
            Text(title).accessibilityIdentifier("t")
            Spacer().accessibilityIdentifier("s")
            block("button", 60, 30)
        }, 350, nil)
        #expect(approx(frame(p, "t").width, ideal.width))
        #expect(approx(frame(p, "t").height, ideal.height))
        // The spacer takes the rest: 254 − ideal + 8.
        #expect(approx(frame(p, "s").width, 254 - ideal.width + 8))
        #expect(approx(frame(p, "button").maxX, 350))
    }

    @Test func textTooLongForTheRowLeavesTheSpacerItsMinimum() throws {
        // 200 wide: 200 − 20 − 60 − 8 − 8 = 104 for the text, which wraps there (to its widest line); the spacer
        // takes its 8 and what the wrapped text leaves.
        let p = try layoutTree(HStack {
            block("icon", 20, 20)
            Text(title).accessibilityIdentifier("t")
            Spacer().accessibilityIdentifier("s")
            block("button", 60, 30)
        }, 200, nil)
        #expect(frame(p, "t").width <= 104)
        #expect(frame(p, "t").height > 30)
        #expect(approx(frame(p, "s").width, 104 - frame(p, "t").width + 8))
        #expect(frame(p, "button").maxX == 200)
    }

    @Test func twoTextsAroundASpacerShareEvenly() throws {
        // Two long texts and a spacer in 200: the texts share 200 − 8 = 192 evenly (96 each at most).
        let p = try layoutTree(HStack {
            Text(title).accessibilityIdentifier("a")
            Spacer()
            Text(title).accessibilityIdentifier("b")
        }, 200, nil)
        #expect(frame(p, "a").width <= 96)
        #expect(frame(p, "b").width <= 96)
        #expect(frame(p, "a").width > 60)
    }

    @Test func spacersAloneStillShareEvenly() throws {
        // Two spacers and a 50-point block in 200: the spacers share 150 (75 each).
        let p = try layoutTree(HStack {
            Spacer().accessibilityIdentifier("a")
            block("b", 50, 10)
            Spacer().accessibilityIdentifier("c")
        }, 200, nil)
        #expect(frame(p, "a").width == 75)
        #expect(frame(p, "b").minX == 75)
        #expect(frame(p, "c").width == 75)
    }

    @Test func flexibleViewsOtherThanSpacersStillShareWithText() throws {
        // A colour is not a spacer: text and colour split 192 evenly, so the long text wraps at 96 at most.
        let p = try layoutTree(HStack { Text(title).accessibilityIdentifier("t"); Color.red }, 200, nil)
        #expect(frame(p, "t").width <= 96)
    }

    @Test func toggleLabelStaysOnOneLine() throws {
        // A switch row 361 wide (a 393-point screen less 16-point padding): the label keeps its ideal width.
        let label = try layoutTree(Text("Allow Notifications from Apps")).frame.size
        let p = try layoutTree(Toggle(isOn: .constant(true)) {
            Text("Allow Notifications from Apps").accessibilityIdentifier("t")
        }, 361, nil)
        #expect(approx(frame(p, "t").height, label.height))
        #expect(p.frame.width == 361)
    }
}
