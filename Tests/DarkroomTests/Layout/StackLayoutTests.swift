import Darkroom
import Foundation
import Testing

/// Frames checked against numbers worked out by hand from SwiftUI's layout rules.
@Suite("Foundation layout")
struct StackLayoutTests {
    @Test func vstackCentresChildrenWithDefaultSpacing() throws {
        // Ideal sizes: 50×20 and 30×10. A VStack is as wide as its widest child (50)
        // and as tall as the children plus 8 pt default spacing: 20 + 8 + 10 = 38.
        // Centre alignment puts the narrower child at x = (50 − 30) / 2 = 10.
        let placed = try layout(VStack {
            Rectangle().frame(width: 50, height: 20).accessibilityIdentifier("a")
            Rectangle().frame(width: 30, height: 10).accessibilityIdentifier("b")
        })
        #expect(placed.frame.size == CGSize(width: 50, height: 38))
        #expect(frame(placed, "a") == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(frame(placed, "b") == CGRect(x: 10, y: 28, width: 30, height: 10))
    }

    @Test func hstackLeadingAndTrailingAlignment() throws {
        // HStack(alignment: .top): both children's tops at y = 0; the stack is 40 tall.
        let top = try layout(HStack(alignment: .top, spacing: 4) {
            Rectangle().frame(width: 10, height: 40).accessibilityIdentifier("tall")
            Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("short")
        })
        #expect(frame(top, "short") == CGRect(x: 14, y: 0, width: 10, height: 10))
        // .bottom: the short child's bottom meets the tall one's: y = 40 − 10 = 30.
        let bottom = try layout(HStack(alignment: .bottom, spacing: 4) {
            Rectangle().frame(width: 10, height: 40)
            Rectangle().frame(width: 10, height: 10).accessibilityIdentifier("short")
        })
        #expect(frame(bottom, "short").minY == 30)
        // VStack(alignment: .leading / .trailing): x = 0, or 50 − 30 = 20.
        let leading = try layout(VStack(alignment: .leading) {
            Rectangle().frame(width: 50, height: 10)
            Rectangle().frame(width: 30, height: 10).accessibilityIdentifier("n")
        })
        #expect(frame(leading, "n").minX == 0)
        let trailing = try layout(VStack(alignment: .trailing) {
            Rectangle().frame(width: 50, height: 10)
            Rectangle().frame(width: 30, height: 10).accessibilityIdentifier("n")
        })
        #expect(frame(trailing, "n").minX == 20)
    }

    @Test func flexibleChildrenShareWhatIsLeftEvenly() throws {
        // 200 pt offered, spacing 0: two colours (equally flexible) get 100 each.
        let even = try layout(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("r")
            Color.blue.accessibilityIdentifier("b")
        }, ProposedViewSize(width: 200, height: 100))
        #expect(frame(even, "r") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(even, "b") == CGRect(x: 100, y: 0, width: 100, height: 100))

        // A fixed 50-pt child is least flexible and is served first; the colour gets
        // what remains after it and the 8-pt spacing: 200 − 50 − 8 = 142.
        let fixed = try layout(HStack {
            Color.green.accessibilityIdentifier("g")
            Rectangle().frame(width: 50).accessibilityIdentifier("f")
        }, ProposedViewSize(width: 200, height: 40))
        #expect(frame(fixed, "g").width == 142)
        #expect(frame(fixed, "f").minX == 150)
    }

    @Test func layoutPriorityIsServedFirst() throws {
        // The higher-priority child may take everything except the lower group's
        // minimum (a colour's minimum is 0): it gets the whole 200 − 0 = 200, the other 0.
        let placed = try layout(HStack(spacing: 0) {
            Color.red.accessibilityIdentifier("low")
            Color.blue.frame(maxWidth: 150).layoutPriority(1).accessibilityIdentifier("high")
        }, ProposedViewSize(width: 200, height: 10))
        // The high-priority frame caps itself at 150; the low one gets the rest: 50.
        #expect(frame(placed, "high").width == 150)
        #expect(frame(placed, "low").width == 50)
        #expect(frame(placed, "high").minX == 50)
    }

    @Test func spacerPushesApartWithoutSpacingBesideIt() throws {
        // 30 + spacer + 30 in 200: no spacing next to a Spacer, so it takes 140.
        let placed = try layout(HStack {
            Rectangle().frame(width: 30, height: 10).accessibilityIdentifier("l")
            Spacer()
            Rectangle().frame(width: 30, height: 10).accessibilityIdentifier("r")
        }, ProposedViewSize(width: 200, height: 10))
        #expect(frame(placed, "l").minX == 0)
        #expect(frame(placed, "r").minX == 170)
        #expect(placed.all(named: "Spacer").first?.frame.width == 140)
        // At ideal size a Spacer is its minimum length, 8: 30 + 8 + 30 = 68.
        let ideal = try layout(HStack {
            Rectangle().frame(width: 30, height: 10)
            Spacer()
            Rectangle().frame(width: 30, height: 10)
        })
        #expect(ideal.frame.width == 68)
    }

    @Test func zstackAlignsAndUnionsChildren() throws {
        // ZStack(alignment: .topLeading): both at the origin; size is the union 40×30.
        let placed = try layout(ZStack(alignment: .topLeading) {
            Rectangle().frame(width: 40, height: 10)
            Rectangle().frame(width: 20, height: 30).accessibilityIdentifier("s")
        })
        #expect(placed.frame.size == CGSize(width: 40, height: 30))
        #expect(frame(placed, "s").origin == .zero)
        // Centre: the 20-wide child sits at x = 10, the 10-tall one at y = 10.
        let centred = try layout(ZStack {
            Rectangle().frame(width: 40, height: 10).accessibilityIdentifier("w")
            Rectangle().frame(width: 20, height: 30).accessibilityIdentifier("s")
        })
        #expect(frame(centred, "s").minX == 10)
        #expect(frame(centred, "w").minY == 10)
    }

    @Test func builderControlFlowContributesChildren() throws {
        // if/else, if let, switch, ForEach and Group all flatten into the stack's children.
        let flag = true
        let name: String? = "x"
        let count = 3
        let placed = try layout(VStack(spacing: 0) {
            if flag { Rectangle().frame(width: 10, height: 1) } else { Rectangle().frame(width: 99, height: 99) }
            if let name { Text(name).frame(width: 10, height: 1) }
            switch count {
            case 3: Rectangle().frame(width: 10, height: 1)
            default: EmptyView()
            }
            ForEach(0..<count, id: \.self) { _ in Rectangle().frame(width: 10, height: 1) }
            Group { Rectangle().frame(width: 10, height: 1); Rectangle().frame(width: 10, height: 1) }
            AnyView(Rectangle().frame(width: 10, height: 1))
            EmptyView()
        })
        // 1 + 1 + 1 + 3 + 2 + 1 = 9 rows of 1 pt, spacing 0.
        #expect(placed.frame.size == CGSize(width: 10, height: 9))
    }
}
